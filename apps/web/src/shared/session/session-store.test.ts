import { createSessionStore } from './session-store';

describe('createSessionStore', () => {
  it('starts unknown and notifies subscribers of changes only', () => {
    const store = createSessionStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getStatus()).toBe('unknown');
    store.setStatus('signedIn');
    store.setStatus('signedIn');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setStatus('signedOut');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getStatus()).toBe('signedOut');
  });
});
