/** @jest-environment jsdom */
import { createExtensionI18n, extensionT } from '../i18n';
import { createMessageRouter } from '../messaging';
import { createContentHandlers } from './content-handlers';
import { OVERLAY_HOST_ATTRIBUTE } from './overlay';

const panel = { kind: 'extension' as const };
const envelope = (type: string) => ({ channel: 'tablecrawler', type, payload: {} });
const hosts = () => document.querySelectorAll(`[${OVERLAY_HOST_ATTRIBUTE}]`);

function setup() {
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  const translator = jest.fn(async () => extensionT(i18n.t.bind(i18n)));
  return { route: createMessageRouter('content', createContentHandlers({ document, translator })), translator };
}

describe('content handlers', () => {
  beforeEach(() => {
    document.title = 'Fixture';
    document.body.innerHTML = '<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table><table><tr><th>c</th><th>d</th></tr><tr><td>3</td><td>4</td></tr></table>';
  });
  afterEach(() => hosts().forEach((h) => h.remove()));

  it('answers page.scan with the page facts', async () => {
    await expect(setup().route(envelope('page.scan'), panel)).resolves.toEqual({ ok: true, data: { url: document.URL, title: 'Fixture', tableCount: 2 } });
  });

  it('shows one overlay however often it is asked, and hides it', async () => {
    const { route } = setup();
    await expect(route(envelope('overlay.show'), panel)).resolves.toEqual({ ok: true, data: { visible: true } });
    await route(envelope('overlay.show'), panel);
    expect(hosts()).toHaveLength(1);
    await expect(route(envelope('overlay.hide'), panel)).resolves.toEqual({ ok: true, data: { visible: false } });
    expect(hosts()).toHaveLength(0);
  });

  it('does not let a page (content sender) drive it', async () => {
    const answer = await setup().route(envelope('overlay.show'), { kind: 'content' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden_sender' } });
    expect(hosts()).toHaveLength(0);
  });
});
