/**
 * An e-mail address that a narrow column wraps after its '@' ('demo@' / 'mathcols.test')
 * rather than before its last letter.
 */
export function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
