import { AxiosError, type AxiosResponse } from 'axios';
import { categoryInput, failureReason } from './rules';

function answered(status: number, data: unknown): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, { status, data } as AxiosResponse);
}
const network = new AxiosError('Network Error', 'ERR_NETWORK');

describe('categoryInput', () => {
  it('trims the texts and sends a blank CT600 box as none', () => {
    expect(categoryInput({ name: '  Travel ', description: ' Trains ', cT600BoxNumber: '  ', isActive: false })).toEqual({
      name: 'Travel',
      description: 'Trains',
      cT600BoxNumber: null,
      isActive: false,
    });
    expect(categoryInput({ name: 'Travel', description: 'Trains', cT600BoxNumber: ' 145 ', isActive: true })).toMatchObject({ cT600BoxNumber: '145' });
  });

  it('refuses a blank name or description', () => {
    expect(categoryInput({ name: ' ', description: 'Trains', cT600BoxNumber: '', isActive: true })).toBeNull();
    expect(categoryInput({ name: 'Travel', description: '', cT600BoxNumber: '', isActive: true })).toBeNull();
  });
});

describe('failureReason', () => {
  it("gives the server's message of an error answer, else the error's own message", () => {
    expect(failureReason(answered(409, { message: 'An expense category named Travel already exists' }))).toBe('An expense category named Travel already exists');
    expect(failureReason(network)).toBe('Network Error');
    expect(failureReason(answered(500, ''))).toBe('Request failed');
    expect(failureReason('odd')).toBe('odd');
  });
});
