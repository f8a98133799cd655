import { THEME_TOKEN_GROUPS } from './theme-tokens';

const swatch = (value: string) =>
  value.startsWith('#') ? (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        marginInlineEnd: 6,
        verticalAlign: 'middle',
        border: '1px solid #6e7781',
        borderRadius: 3,
        background: value,
      }}
    />
  ) : null;

/**
 * The theming custom properties as tables, one per group (sizes, colours, motion, progress,
 * schedule editor), for the Storybook Theming page: name, default (with a swatch for colours)
 * and meaning.
 */
export function ThemeTokenTable() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {THEME_TOKEN_GROUPS.map((group) => (
        <table key={group.title} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 4 }}>
            {group.title}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                Property
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Default
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Meaning
              </th>
            </tr>
          </thead>
          <tbody>
            {group.tokens.map((token) => (
              <tr key={token.name}>
                <th
                  scope="row"
                  style={{ textAlign: 'start', whiteSpace: 'nowrap', paddingInlineEnd: 16 }}
                >
                  <code>{token.name}</code>
                </th>
                <td style={{ whiteSpace: 'nowrap', paddingInlineEnd: 16 }}>
                  {swatch(token.value)}
                  <code>{token.value}</code>
                  {token.scope ? ` on ${token.scope}` : ''}
                </td>
                <td>{token.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
