// Runs after every browser test (setupFilesAfterEnv): the product's Content-Security-Policy must never block anything
// the product itself loads, so any violation a page reported fails the test that caused it.
import { takeCspViolations } from './browser';

afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
