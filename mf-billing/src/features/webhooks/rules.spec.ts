import { canReprocess, outcomeVariant, requiredWebhookEvents, webhookEndpointUrl } from './rules';

describe('webhook endpoint and required events', () => {
  it('uses the server URL, else the site origin plus the webhook path', () => {
    expect(webhookEndpointUrl({ webhookUrl: 'https://admin.example.com/api/stripe/webhook' }, 'http://localhost:3000')).toBe('https://admin.example.com/api/stripe/webhook');
    expect(webhookEndpointUrl(undefined, 'http://localhost:3000')).toBe('http://localhost:3000/api/stripe/webhook');
    expect(webhookEndpointUrl({ webhookUrl: '  ' }, 'http://localhost:3000/')).toBe('http://localhost:3000/api/stripe/webhook');
  });

  it("uses the server's events, else the four defaults of spec section 9", () => {
    expect(requiredWebhookEvents({ requiredEvents: ['customer.subscription.created'] })).toEqual(['customer.subscription.created']);
    expect(requiredWebhookEvents({ requiredEvents: [] })).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.payment_failed',
      'invoice.payment_succeeded',
    ]);
    expect(requiredWebhookEvents(undefined)).toHaveLength(4);
  });
});

describe('event outcomes', () => {
  it('only a failed event can be re-processed', () => {
    expect(canReprocess('Failed')).toBe(true);
    expect(canReprocess('Processed')).toBe(false);
    expect(canReprocess('Ignored')).toBe(false);
    expect([outcomeVariant('Processed'), outcomeVariant('Failed'), outcomeVariant('Ignored')]).toEqual(['success', 'danger', 'secondary']);
  });
});
