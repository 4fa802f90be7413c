/** @jest-environment jsdom */
import { mountOverlay, OVERLAY_HOST_ATTRIBUTE } from './overlay';

const texts = { label: '표 크롤러', message: '이 페이지의 표: 2개', close: '닫기' };
const hosts = () => document.querySelectorAll(`[${OVERLAY_HOST_ATTRIBUTE}]`);

describe('mountOverlay', () => {
  afterEach(() => hosts().forEach((h) => h.remove()));

  it('adds one host element whose closed shadow root holds the texts', () => {
    const handle = mountOverlay(document, texts, { onClose: jest.fn() });
    expect(hosts()).toHaveLength(1);
    expect((hosts()[0] as HTMLElement).shadowRoot).toBeNull();
    expect(handle.root.querySelector('.message')?.textContent).toBe('이 페이지의 표: 2개');
    expect(handle.root.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('표 크롤러');
    expect(handle.root.querySelector('button')?.getAttribute('aria-label')).toBe('닫기');
  });

  it('updates the texts in place', () => {
    const handle = mountOverlay(document, texts, { onClose: jest.fn() });
    handle.update({ label: 'TableCrawler', message: 'Tables on this page: 5', close: 'Close' });
    expect(hosts()).toHaveLength(1);
    expect(handle.root.querySelector('.message')?.textContent).toBe('Tables on this page: 5');
  });

  it('calls onClose from the close button and goes away when its signal aborts', () => {
    const onClose = jest.fn();
    const controller = new AbortController();
    const handle = mountOverlay(document, texts, { onClose, signal: controller.signal });
    handle.root.querySelector('button')?.click();
    expect(onClose).toHaveBeenCalledTimes(1);
    controller.abort();
    expect(hosts()).toHaveLength(0);
  });
});
