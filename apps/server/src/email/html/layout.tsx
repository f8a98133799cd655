/**
 * The e-mails' frame: a grey page with a centred white card, up to 600 px wide, in
 * presentation tables (what every e-mail client lays out).
 */
import type { ReactNode } from 'react';
import { colours } from './styles';

/** The page and card around the e-mail's content. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ backgroundColor: colours.page, borderCollapse: 'collapse' }}
    >
      <tbody>
        <tr>
          <td align="center" style={{ padding: '16px 8px' }}>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{
                maxWidth: '600px',
                backgroundColor: colours.card,
                border: `1px solid ${colours.border}`,
                borderCollapse: 'collapse',
              }}
            >
              <tbody>
                <tr>
                  <td style={{ padding: '20px' }}>{children}</td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
