import { isValidElement } from 'react';

/** What {@link usageSnippet} reads of a story: its component and the args it renders with. */
interface SnippetStory {
  component?: unknown;
  args: Record<string, unknown>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A value as it would be written in code: `'57'`, `{ number_0: '57', operator: '+' }`. */
function literal(value: unknown): string {
  if (typeof value === 'string')
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, each]) => each !== undefined);
    if (entries.length === 0) return '{}';
    const written = entries.map(([key, each]) => {
      const name = IDENTIFIER.test(key) ? key : literal(key);
      return `${name}: ${literal(each)}`;
    });
    return `{ ${written.join(', ')} }`;
  }
  return String(value);
}

/** One prop as JSX: `addend1="57"`, `autoFocus={false}`, `onSubmit={onSubmit}`, `trigger={…}`. */
function jsxProp(name: string, value: unknown): string {
  if (typeof value === 'string') return `${name}="${value.replaceAll('"', '&quot;')}"`;
  if (value === true) return name;
  if (typeof value === 'function') return `${name}={${name}}`;
  if (isValidElement(value)) return `${name}={…}`;
  return `${name}={${literal(value)}}`;
}

/**
 * The 'Show code' text of a story: the component as an app would write it with the story's
 * args (`<AdditionWorksheet addend1="57" addend2="68" onSubmit={onSubmit} />`), where
 * Storybook would show the story object, whose play function is a test, not usage. Stories
 * without a component (the playground, the theming pages) keep Storybook's own text.
 * @param code Storybook's source text of the story
 * @param story the story's component and args
 */
export function usageSnippet(code: string, { component, args }: SnippetStory): string {
  const name =
    typeof component === 'function'
      ? ((component as { displayName?: string }).displayName ?? component.name)
      : undefined;
  if (!name) return code;
  const props = Object.entries(args)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => jsxProp(key, value));
  const oneLine = `<${name}${props.map((prop) => ` ${prop}`).join('')} />`;
  if (oneLine.length <= 80) return oneLine;
  return `<${name}\n${props.map((prop) => `  ${prop}\n`).join('')}/>`;
}
