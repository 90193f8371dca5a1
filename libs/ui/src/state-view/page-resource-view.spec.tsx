import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageResourceView, type PageResourceKey, type ViewedResource } from './page-resource-view';

const WORDS: Record<PageResourceKey, string> = {
  loading: 'Loading your booking',
  'error.title': 'We could not load this booking',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
};
const t = (key: PageResourceKey) => WORDS[key];

function setup(resource: Partial<ViewedResource<{ name: string }>>) {
  const reload = jest.fn();
  render(
    <PageResourceView resource={{ status: 'success', reload, ...resource }} t={t}>
      {(data) => <p>{data.name}</p>}
    </PageResourceView>,
  );
  return { reload };
}

describe('PageResourceView', () => {
  it('given a resource on its way, when rendered, then a busy region carries the page words for loading', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status', { name: WORDS.loading })).toHaveAttribute('aria-busy', 'true');
  });

  it('given a failed load, when Retry is pressed, then the failure is the page heading and the resource reloads', async () => {
    const { reload } = setup({ status: 'error' });
    expect(screen.getByRole('heading', { level: 1, name: WORDS['error.title'] })).toBeInTheDocument();
    expect(screen.getByText(WORDS['error.body'])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: WORDS.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given data already here, when a reload runs or fails, then the data stays drawn', () => {
    setup({ status: 'error', data: { name: 'Nivaas Koramangala' } });
    expect(screen.getByText('Nivaas Koramangala')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
