import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { forgetEarlyAnswers } from '../../../features/first-view/testing';
import { aboutRequest } from './about-content';
import { loadAbout } from './load-about';

const mockApi = { getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const CONTENT = {
  why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
  gdc_customer_care_numbers: { default: '+91 80 4719 8000' },
};
const signal = () => new AbortController().signal;

beforeEach(() => {
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: CONTENT });
});
afterEach(() => forgetEarlyAnswers());

describe('loadAbout on the server (no document)', () => {
  it("given the content, then it answers the page's values", async () => {
    await expect(loadAbout({ signal: signal() }, null)).resolves.toEqual({ content: CONTENT });
    expect(mockApi.getContentsV2).toHaveBeenCalledWith(
      { query: { keys: 'about_us,why_nivaas,gdc_customer_care_numbers' } },
      expect.anything(),
    );
  });

  it.each([
    ['the call fails', () => mockApi.getContentsV2.mockRejectedValue(new Error('502'))],
    ['the answer has no data', () => mockApi.getContentsV2.mockResolvedValue({ errors: ['x'] })],
    ['the data is not an object', () => mockApi.getContentsV2.mockResolvedValue({ data: 'about' })],
  ])('given %s, then it throws: the shell sends the page to be drawn in the browser', async (_case, arrange) => {
    arrange();
    await expect(loadAbout({ signal: signal() }, null)).rejects.toThrow();
  });
});

describe('loadAbout in the browser (a client navigation)', () => {
  it('waits for nothing, and the request it started is the one the screen takes', async () => {
    await expect(loadAbout({ signal: signal() }, document)).resolves.toBeNull();
    await expect(aboutRequest.take(signal())).resolves.toEqual(CONTENT);
    expect(mockApi.getContentsV2).toHaveBeenCalledTimes(1);
  });
});
