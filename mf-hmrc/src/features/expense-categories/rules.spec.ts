import { AxiosError, type AxiosResponse } from 'axios';
import { answerText, categoryInput, failureReason } from './rules';

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

describe('answerText and failureReason', () => {
  it("give the server's message of an error answer", () => {
    const conflict = answered(409, { message: 'An expense category named Travel already exists' });
    expect(answerText(conflict)).toBe('An expense category named Travel already exists');
    expect(failureReason(conflict)).toBe('An expense category named Travel already exists');
  });

  it('tell a network failure apart: no answer text, the error itself as the reason', () => {
    expect(answerText(network)).toBeUndefined();
    expect(failureReason(network)).toBe('Network Error');
    expect(answerText(answered(500, ''))).toBeUndefined();
    expect(failureReason('odd')).toBe('odd');
  });
});
