import type { Decorator } from '@storybook/react-vite';

/** The start of every note's way to a media feature, in Chromium's DevTools. */
export const DEVTOOLS = 'In Chromium: DevTools → ⋮ → More tools → Rendering →';

/**
 * A story decorator: a line over the story that says how to turn its media feature on, since
 * Storybook cannot (shown while the feature is off), so a designer does not take the normal
 * look for the emulated one.
 * @param query - the media feature, e.g. `'forced-colors: active'`
 * @param how - where to switch it on, e.g. `${DEVTOOLS} "Emulate CSS media feature …" → active.`
 */
export const emulationNote =
  (query: string, how: string): Decorator =>
  (Story) => (
    <>
      {!window.matchMedia(`(${query})`).matches && (
        <p style={{ margin: '0 0 16px', maxWidth: '36rem', color: '#57606a' }}>
          This shows the normal look: Storybook cannot turn on <code>{query}</code>. {how}
        </p>
      )}
      <Story />
    </>
  );
