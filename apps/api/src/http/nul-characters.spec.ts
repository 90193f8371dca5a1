import { call, expectErrorBody, login, useTestApp } from '../testing/test-app';

describe('text holding a NUL character', () => {
  const app = useTestApp();

  it('given an FAQ search with %00, then 400 naming the query field, not a 500 from PostgreSQL', async () => {
    const res = await call(app(), { method: 'GET', url: '/api/v1/posts/faqs/?page=faq&query=wifi%00' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual(['querystring/query must not contain a NUL character']);
  });

  it('given a question whose page holds \\u0000, then 400 naming body/page and nothing is stored', async () => {
    const payload = { question: 'Is there parking?', page: 'faq\u0000' };
    const res = await call(app(), { method: 'POST', url: '/api/v1/posts/add/question/', payload });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['body/page must not contain a NUL character']);
    const rows = await app().ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM questions WHERE question = 'Is there parking?'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('given a review of a completed stay with \\u0000 in its text, then 400, and the stay can still be reviewed', async () => {
    const token = await login(app(), '9000000003');
    const stays = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviewable-stays/', token });
    const orderId = stays.body.stays[0].order_id as string;
    const review = { order_id: orderId, rating: 4, title: 'Good stay', text: 'Clean rooms\u0000 and kind staff' };
    const refused = await call(app(), { method: 'POST', url: '/api/v1/hotels/1001/reviews/', token, payload: review });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['body/text must not contain a NUL character']);
    const accepted = await call(app(), {
      method: 'POST',
      url: '/api/v1/hotels/1001/reviews/',
      token,
      payload: { ...review, text: 'Clean rooms and kind staff' },
    });
    expect(accepted.status).toBe(201);
  });

  it('given an outbox lookup with %00, then 400, not a 500', async () => {
    const res = await call(app(), { method: 'GET', url: '/api/dev/outbox/?to=98111%0011111' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['querystring/to must not contain a NUL character']);
  });
});
