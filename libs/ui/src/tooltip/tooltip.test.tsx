import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const target = () => screen.getByText('A long note…');

describe('Tooltip', () => {
  it('shows the full content only after the default 600 ms hover', () => {
    render(
      <Tooltip content="A long note about this file">
        <span>A long note…</span>
      </Tooltip>,
    );
    fireEvent.mouseEnter(target());
    act(() => jest.advanceTimersByTime(599));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('A long note about this file');
  });

  it('describes the hovered element while visible and hides on leave', () => {
    render(
      <Tooltip content="Full text" delayMs={100}>
        <span>A long note…</span>
      </Tooltip>,
    );
    fireEvent.mouseEnter(target());
    act(() => jest.advanceTimersByTime(100));
    expect(target().parentElement).toHaveAccessibleDescription('Full text');
    fireEvent.mouseLeave(target());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show when the pointer leaves before the delay', () => {
    render(
      <Tooltip content="Full text">
        <span>A long note…</span>
      </Tooltip>,
    );
    fireEvent.mouseEnter(target());
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseLeave(target());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('never shows for empty content', () => {
    render(
      <Tooltip content="   ">
        <span>A long note…</span>
      </Tooltip>,
    );
    fireEvent.mouseEnter(target());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', () => {
    render(
      <Tooltip content="Full text">
        <button type="button">A long note…</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button'));
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
