import { readCustomerCare, readInterlinks, safePhone, safeWhatsappUrl } from './footer-content';

describe('footer content', () => {
  it('given the WhatsApp support link, then only https links to WhatsApp are kept', () => {
    expect(safeWhatsappUrl('https://wa.me/918047198001')).toBe('https://wa.me/918047198001');
    expect(safeWhatsappUrl('javascript:alert(1)')).toBeNull();
    expect(safeWhatsappUrl('http://wa.me/91')).toBeNull();
    expect(safeWhatsappUrl('https://evil.example/wa.me')).toBeNull();
    expect(safeWhatsappUrl(42)).toBeNull();
  });

  it('given a customer care number, then only a phone-like text is shown', () => {
    expect(safePhone('+91 80 4719 8000')).toBe('+91 80 4719 8000');
    expect(safePhone('<img src=x>')).toBeNull();
    expect(readCustomerCare({ default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/1' })).toEqual({
      customerCarePhone: '+91 80 4719 8000',
      whatsappSupportUrl: 'https://wa.me/1',
    });
    expect(readCustomerCare(null)).toEqual({ customerCarePhone: null, whatsappSupportUrl: null });
  });

  it('given footer interlinks, then same-site links are kept and broken groups dropped', () => {
    const groups = readInterlinks([
      {
        title: 'Cities',
        links: [
          { label: 'Goa', href: '/hotels-in-goa/' },
          { label: 'Bad', href: 'javascript:alert(1)' },
          { label: 'Off', href: '//evil.example/' },
        ],
      },
      { title: 'Empty', links: [{ label: 'x', href: 'https://evil.example/' }] },
      'nonsense',
      { links: [{ label: 'No title', href: '/x/' }] },
    ]);
    expect(groups).toEqual([{ title: 'Cities', links: [{ label: 'Goa', href: '/hotels-in-goa/' }] }]);
    expect(readInterlinks({})).toEqual([]);
  });
});
