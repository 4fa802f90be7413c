import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Pagination } from './pagination';

function pageNumbers(): string[] {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
}

describe('Pagination', () => {
  it('shows the current block of 10 and marks the current page', () => {
    renderWithI18n(<Pagination page={3} totalPages={25} onChange={jest.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '›']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Previous pages' })).not.toBeInTheDocument();
  });

  it('goes to the next block and to the previous block', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Pagination page={15} totalPages={25} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next pages' }));
    expect(onChange).toHaveBeenLastCalledWith(21);
    await userEvent.click(screen.getByRole('button', { name: 'Previous pages' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('reports a chosen page but not the current one', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Pagination page={22} totalPages={25} onChange={onChange} />);
    expect(pageNumbers()).toEqual(['‹', '21', '22', '23', '24', '25']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 24' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 22' }));
    expect(onChange.mock.calls).toEqual([[24]]);
  });

  it('renders nothing for a single page', () => {
    renderWithI18n(<Pagination page={1} totalPages={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its buttons in Korean', () => {
    renderWithI18n(<Pagination page={11} totalPages={30} onChange={jest.fn()} />, 'ko');
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 페이지 묶음' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '11 페이지' })).toHaveAttribute('aria-current', 'page');
  });
});
