/**
 * Reads a message the services still pass around as English text back to its code and values, from
 * the registry's English templates (graphql/shared/messages.ts): 'Please keep this under 500
 * characters.' → { code: "TEXT_TOO_LONG", params: { max: "500" } }. This is the one bridge left
 * while services and zod schemas answer English strings (docs/decisions/037-messages-by-code.md):
 * the API's `code` fields and the pages' translations go through it, and a unit test checks that
 * every message the rules produce reads back to a code. No dependency, so the browser can use it for
 * its own checks with the templates its page handed over.
 */

export interface ReadMessage {
  code: string;
  params: Record<string, string | number>;
}

type Argument = { name: string; plural: boolean };
type Compiled = { code: string; pattern: RegExp; args: Argument[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `{name}` or `{name, plural, one {# minute} other {# minutes}}` (the only ICU forms English templates use). */
const ARGUMENT = /\{(\w+)(?:, plural,((?: *(?:=\d+|\w+) \{[^{}]*\})+))?\}/g;
const BRANCH = /(?:=\d+|\w+) \{([^{}]*)\}/g;

function compile(code: string, template: string): Compiled {
  const args: Argument[] = [];
  const groups = new Map<string, number>();
  let source = "";
  let literal = 0;
  let last = 0;
  for (const match of template.matchAll(ARGUMENT)) {
    const before = template.slice(last, match.index).replace(/''/g, "'");
    source += escape(before);
    literal += before.length;
    last = match.index + match[0].length;
    const name = match[1]!;
    const seen = groups.get(name);
    if (seen !== undefined) {
      source += `\\${seen}`;
      continue;
    }
    if (match[2]) {
      // A count: its number, then one of the branches' words ('# minute' | '# minutes').
      const words = [...match[2].matchAll(BRANCH)].map((branch) => escape(branch[1]!.replace(/^#/, "")));
      words.sort((a, b) => b.length - a.length);
      source += `(\\d+)(?:${words.join("|")})`;
      args.push({ name, plural: true });
    } else {
      source += "(.+?)";
      args.push({ name, plural: false });
    }
    groups.set(name, args.length);
  }
  const after = template.slice(last).replace(/''/g, "'");
  source += escape(after);
  literal += after.length;
  return { code, pattern: new RegExp(`^${source}$`, "s"), args, literal };
}

/**
 * A reader over `templates` (code → English ICU). The template with the most fixed text wins, so
 * '{label} files can be at most {limit}; this one is just over {limit}.' is preferred to the general
 * '… this one is {size}.'. Null for a text no template matches (another service's words, a typo).
 */
export function messageReader(templates: Readonly<Record<string, string>>): (text: string) => ReadMessage | null {
  const compiled = Object.entries(templates)
    .map(([code, template]) => compile(code, template))
    .sort((a, b) => b.literal - a.literal);
  const exact = new Map(
    compiled.filter((entry) => entry.args.length === 0).map((entry) => [templates[entry.code]!.replace(/''/g, "'"), entry.code]),
  );
  return (text) => {
    const code = exact.get(text);
    if (code) return { code, params: {} };
    for (const entry of compiled) {
      const match = entry.args.length > 0 ? entry.pattern.exec(text) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        entry.args.map((arg, index) => [arg.name, arg.plural ? Number(match[index + 1]) : match[index + 1]!]),
      );
      return { code: entry.code, params };
    }
    return null;
  };
}
