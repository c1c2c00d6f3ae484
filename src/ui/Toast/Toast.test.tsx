import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toast } from './Toast.tsx';

describe('Toast', () => {
  it("shows the toast's svg before its message, in the colour it names", () => {
    const html = renderToStaticMarkup(
      <Toast
        toast={{
          message: 'Only WalletConnect certified',
          variant: 'success',
          open: true,
          svg: { icon: 'walletConnect', color: 'var(--airlock-accent)' },
        }}
      />,
    );
    expect(html).toMatch(
      /<span class="toast-icon" style="color:var\(--airlock-accent\)"><svg[^>]*aria-hidden="true"[^>]*><path d="M5 10a10/,
    );
    expect(html.indexOf('<svg')).toBeLessThan(html.indexOf('Only WalletConnect certified'));
  });

  it('shows no icon when the toast carries none', () => {
    const html = renderToStaticMarkup(<Toast toast={{ message: 'Address copied', variant: 'success', open: true }} />);
    expect(html).toContain('Address copied');
    expect(html).not.toContain('<svg');
  });
});
