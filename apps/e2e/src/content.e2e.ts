import { expect, test } from './support/test';

test.describe('content: FAQ', () => {
  test('given /faq/, then the FAQ content and the guests’ questions show, 5 a page', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const faq = page.getByRole('button', { name: 'How do I book?' });
    await faq.click();
    await expect(page.getByText(/search a city, choose a hotel and room/i)).toBeVisible();

    const list = page.getByRole('region', { name: 'Questions from guests' });
    const questions = list.getByRole('heading', { level: 3 });
    await expect(questions).toHaveCount(5);
    const first = await questions.allTextContents();

    const pages = page.getByRole('navigation', { name: 'Question pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/faq\/\?page=2$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(questions.first()).not.toHaveText(first[0] ?? '');
    const second = await questions.allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThanOrEqual(5);
    expect(second.filter((q) => first.includes(q))).toEqual([]);

    await page.goBack();
    await expect(questions.first()).toHaveText(first[0] ?? '');
  });

  test('given a search of the guests’ questions, then the API finds the answer, the URL keeps it and Clear undoes it', async ({
    page,
  }) => {
    await page.goto('/faq/');
    const box = page.getByRole('searchbox', { name: 'Search questions and answers' });
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/posts/faqs/') && new URL(r.url()).searchParams.get('query') === 'refund',
    );
    await box.fill('refund');
    expect((await searched).status()).toBe(200);
    await expect(page).toHaveURL(/\/faq\/\?q=refund$/);
    const list = page.getByRole('region', { name: 'Questions from guests' });
    await expect(list.getByRole('heading', { level: 3, name: 'When will I get my refund?' })).toBeVisible();
    await expect(list.getByText(/Refunds reach the original payment method/)).toBeVisible();
    // The count's live region (the first status of the list; the list's loading state is one too while it loads).
    const found = list.getByRole('status').first();
    await expect(found).toHaveText(/questions? match(es)? “refund”/);

    // Kept in the URL: a reload searches again.
    await page.reload();
    await expect(box).toHaveValue('refund');
    await expect(list.getByRole('heading', { level: 3, name: 'When will I get my refund?' })).toBeVisible();

    await box.fill('zzzzqqq');
    await expect(found).toHaveText('No questions match “zzzzqqq”');
    await list.getByRole('button', { name: 'Clear search' }).last().click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(box).toHaveValue('');
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(5);
  });

  test('given the ask-a-question form, then a blank question is refused and a real one is sent', async ({ page }) => {
    await page.goto('/faq/');
    const field = page.getByRole('textbox', { name: 'Your question' });
    await field.fill('    ');
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Type your question first')).toBeVisible();

    await field.fill('Is there parking at the Goa hotels?');
    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/posts/add/question/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send question' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ question: 'Is there parking at the Goa hotels?', page: 'faq' });
    await expect(page.getByText(/we have your question/i)).toBeVisible();
    await expect(field).toHaveValue('');
  });
});

test.describe('content: about and brands', () => {
  test('given /aboutus/, then the page and its content points render', async ({ page }) => {
    await page.goto('/aboutus/');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why stay with us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Medalio' })).toHaveAttribute('href', '/brands/medalio/');
  });

  test('given /our-brands/, then every brand links to its page', async ({ page }) => {
    await page.goto('/our-brands/');
    await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^About / })).toHaveCount(6);
    await page.getByRole('link', { name: 'About Itsy' }).click();
    await expect(page).toHaveURL(/\/brands\/itsy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Itsy' })).toBeVisible();
  });

  test('given /brands/medalio/, then the brand page renders', async ({ page }) => {
    await page.goto('/brands/medalio/');
    await expect(page.getByRole('heading', { level: 1, name: 'Medalio' })).toBeVisible();
    await expect(page.getByText('Luxury', { exact: true })).toBeVisible();
  });

  test('given /brands/unknown-x/, then Not Found shows, marked noindex until the visitor goes on', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/brands/unknown-x/');
    await expect(page.getByRole('heading', { level: 1, name: /could not find that page/i })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // An unknown brand is the Not Found screen doing its job, not a fault: nothing is logged as an error.
    expect(consoleErrors.filter((text) => /RouteNotFound|Unknown brand/.test(text))).toEqual([]);
    // The page went out with status 200 (the loader decides), so search engines are told not to index it.
    const robots = page.locator('head meta[name="robots"][content="noindex"]');
    await expect(robots).toHaveCount(1);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(robots).toHaveCount(0);
  });
});
