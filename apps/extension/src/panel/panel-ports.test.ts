import { MessagingError } from '../messaging';
import { sendWithInjection } from './panel-ports';

describe('sendWithInjection', () => {
  it('sends once when the content script answers', async () => {
    const inject = jest.fn(async () => undefined);
    await expect(sendWithInjection(async () => 'answer', inject)).resolves.toBe('answer');
    expect(inject).not.toHaveBeenCalled();
  });

  it('injects the content script and sends again when nobody listens', async () => {
    const send = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new MessagingError('no_receiver', 'Receiving end does not exist.')).mockResolvedValueOnce('answer');
    const inject = jest.fn(async () => undefined);
    await expect(sendWithInjection(send, inject)).resolves.toBe('answer');
    expect(inject).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives undefined when the page refuses injection (chrome://, the Web Store)', async () => {
    const send = jest.fn(async () => Promise.reject(new MessagingError('no_receiver', 'Receiving end does not exist.')));
    const inject = jest.fn(async () => Promise.reject(new Error('Cannot access a chrome:// URL')));
    await expect(sendWithInjection(send, inject)).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes other failures through without injecting', async () => {
    const inject = jest.fn(async () => undefined);
    await expect(sendWithInjection(async () => Promise.reject(new MessagingError('invalid_response', 'bad')), inject)).rejects.toMatchObject({ code: 'invalid_response' });
    expect(inject).not.toHaveBeenCalled();
  });
});
