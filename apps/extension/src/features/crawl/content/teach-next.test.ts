/**
 * @jest-environment jsdom
 */
import { planNextPage } from './next-page';
import { selectorFor, teachNextControl } from './teach-next';

describe('teaching the next control by a click', () => {
  it('takes the click (the page does not see it) and answers a selector that finds the control again', async () => {
    document.body.innerHTML = '<table id="t"><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>2</td></tr></table><div class="pg"><a class="go" href="#"><img alt="" src="x.png"></a><a class="go nxt" title="뒤로">▷</a></div>';
    const pageSaw = jest.fn();
    document.addEventListener('click', pageSaw);
    const taught = teachNextControl(document);
    (document.querySelector('.nxt img') ?? document.querySelector('.nxt'))?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const result = await taught;
    expect(result).toEqual({ selector: 'a.go.nxt', label: '▷' });
    expect(pageSaw).not.toHaveBeenCalled();
    const plan = planNextPage(document.getElementById('t') as Element, 'auto', { nextSelector: result?.selector });
    expect(plan).toMatchObject({ mode: 'next', next: { kind: 'available' }, action: { kind: 'click', element: document.querySelector('.nxt') } });
  });

  it('ends without a control on Esc', async () => {
    const taught = teachNextControl(document);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(taught).resolves.toBeNull();
  });

  it('prefers an id, then classes, then labels, then the element path', () => {
    document.body.innerHTML = '<div><a id="next-btn">x</a><button aria-label="Next page">›</button><span><a>1</a><a>2</a></span></div>';
    expect(selectorFor(document.getElementById('next-btn') as Element)).toBe('#next-btn');
    expect(selectorFor(document.querySelector('button') as Element)).toBe('button[aria-label="Next page"]');
    const second = document.querySelectorAll('span a')[1] as Element;
    expect(document.querySelector(selectorFor(second))).toBe(second);
  });
});
