/** A function or trigger a SQL file defines, with the statement that drops it. */
export interface DefinedObject {
  kind: 'function' | 'trigger';
  /** `name(arguments)` of a function, `table.name` of a trigger. */
  key: string;
  drop: string;
}

const endOf = (text: string, closer: string, from: number) => {
  const at = text.indexOf(closer, from);
  return at === -1 ? text.length : at + closer.length;
};

/** The text without its comments, for telling a statement from a stretch of comments. */
const codeOf = (statement: string) =>
  statement
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/--[^\n]*/g, '')
    .trim();

/**
 * The statements of a SQL text, split at each `;` outside quotes, comments and dollar-quoted
 * bodies; each keeps the comments written before it.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  const push = (statement: string) => {
    if (codeOf(statement) !== '') statements.push(statement.trim());
  };
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const dollarTag = char === '$' ? /^\$(?:[A-Za-z_]\w*)?\$/.exec(text.slice(i))?.[0] : undefined;
    if (text.startsWith('--', i)) i = endOf(text, '\n', i);
    else if (text.startsWith('/*', i)) i = endOf(text, '*/', i + 2);
    else if (char === "'" || char === '"') i = endOf(text, char, i + 1);
    else if (dollarTag) i = endOf(text, dollarTag, i + dollarTag.length);
    else {
      i += 1;
      if (char === ';') {
        push(text.slice(start, i));
        start = i;
      }
    }
  }
  push(text.slice(start));
  return statements;
}

const unquoted = (name: string) => name.replace(/^"(.*)"$/, '$1');
const NAME = String.raw`("[^"]+"|\w+)`;
const FUNCTION = new RegExp(String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+${NAME}\s*\(`, 'i');
const TRIGGER = new RegExp(
  String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+${NAME}[\s\S]*?\sON\s+${NAME}`,
  'i',
);

/** The arguments of a function's definition from its opening parenthesis on, as written. */
function argumentsAt(code: string, open: number) {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if (code[i] === '(') depth += 1;
    if (code[i] === ')' && --depth === 0) return code.slice(open + 1, i).replace(/\s+/g, ' ');
  }
  throw new Error(`A function's arguments never close: ${code.slice(0, 80)}`);
}

/** The function or trigger a statement creates, if it creates one. */
export function definedBy(statement: string): DefinedObject | null {
  const code = codeOf(statement);
  const fn = FUNCTION.exec(code);
  if (fn) {
    const name = unquoted(fn[1]!);
    const args = argumentsAt(code, fn[0].length - 1);
    return {
      kind: 'function',
      key: `${name}(${args})`,
      drop: `DROP FUNCTION IF EXISTS "${name}"(${args});`,
    };
  }
  const trigger = TRIGGER.exec(code);
  if (trigger) {
    const [name, table] = [unquoted(trigger[1]!), unquoted(trigger[2]!)];
    return {
      kind: 'trigger',
      key: `${table}.${name}`,
      drop: `DROP TRIGGER IF EXISTS "${name}" ON "${table}";`,
    };
  }
  return null;
}
