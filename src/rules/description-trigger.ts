/**
 * `description-trigger` (ADR-028): the description is the router's selection signal, so
 * it says what the skill does and when to use it ("Use when …", "Use before …").
 */
import type { PolicyRule } from './rule.js';

/**
 * "Use when …", "Use this skill whenever …", "Use it before …", "Use for …", "Use to …",
 * "This skill should be used when …", "Activates when …", "Trigger when …", "Trigger with
 * phrases like …", "Triggers: …", "Trigger words: …", "Activate only when …" (the phrasings public skills use, from a sweep of 8,700),
 * "Use proactively when …", "Call when …", and a sentence that begins "When …" (not "When
 * finished …", about the skill's own run).
 */
const TRIGGERS: readonly RegExp[] = [
  // "Use proactively when …", "Use immediately after …", "Use only before …": Claude Code's subagent phrasings.
  // "Use this skill FIRST when …", "Use this agent when …", "Use at the end of the day".
  /\buse\b(?:\s+(?:it|this|(?:this|the)\s+(?:skill|agent|tool|command)|me|them))?(?:\s+(?:proactively|immediately|only|automatically|always|also|first|instead|right(?=\s+(?:after|before|when|once)\b)))?\s+(?:when|whenever|before|after|if|for|during|once|on|at(?!\s+(?:your\s+own\s+risk|least|most|once)\b)|to|while|upon|as\s+soon\s+as|any\s*time)\b/giu,
  /\b(?:should|must|can|may)\s+be\s+used\s+(?:when|whenever|before|after|if|for|during|to)\b/giu,
  // "This skill is used when …" (not "Used for PDFs.", which says what it is for).
  /\b(?:is|are|gets?)\s+used\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
  // "Used when the user pastes a query." as a sentence of its own, "Best used when …",
  // "Useful when …", "Helpful if …".
  /(?:^|[.!?]\s+|\n\s*|\bbest\s+)used\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
  /\b(?:useful|helpful)\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
  /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies))\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on|for|with)\b/giu,
  // "Activate ONLY when …", "Invoke automatically before …", "Invoke only on push"; "Applies
  // only when …", not "Applies only on Linux" (where, not when).
  /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:only|automatically|proactively|also|always)\s+(?:when|whenever|before|after|if|on|for|with)\b/giu,
  /\bappl(?:y|ies)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:only|automatically|also|always)\s+(?:when|whenever|before|after|if)\b/giu,
  // "Trigger this tool when …", "Invokes this agent on push" (not "Apply this tool with caution").
  /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies)|call(?:s|ed)?)\s+this\s+(?:skill|agent|tool)\s+(?:when|whenever|before|after|if|on)\b/giu,
  // "Call when …", "Runs when …" (not "Runs on Linux", "Called with a JSON object").
  /\b(?:call(?:s|ed)?|runs?)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on\s+(?:every|each))\b/giu,
  // "Triggers: …", "Trigger words: …", "Trigger keywords - …".
  /\b(?:trigger(?:s|ed)?(?:\s+(?:words?|keywords?|phrases?|terms?))?|use\s+cases?|when\s+to\s+use)\s*:/giu,
  /\btrigger\s+(?:words?|keywords?|phrases?|terms?)\s*[-\u2013\u2014](?=\s)/giu,
  // A sentence that begins with "When" ("When the user asks to format, use this.", "When
  // implementing login flows, …"), not one about the skill's own run ("When finished, it prints").
  /(?:^|[.!?]\s+|\n\s*)when\s+(?!(?:finished|done|complete|completed|possible|applicable|run|executed)\b)/giu,
];

/** A trigger said the other way round: "Do not use when …", "Never use before …", "Can't ever use …". */
const NEGATED =
  /\b(?:not|never|no|cannot|can['\u2019]t|don['\u2019]t|doesn['\u2019]t|shouldn['\u2019]t|mustn['\u2019]t|won['\u2019]t|wouldn['\u2019]t)(?:\s+\p{L}+)?\s+$/iu;
/**
 * What a trigger must be followed by: something (a word, `/review`, `.env`, `[CI]`, “quoted”,
 * `@team`, an emoji or other symbol), not an end of sentence, a closing quote or bracket
 * (`the phrase "use when".`, `(see use when)`) or a dash alone.
 */
const SAYS_SOMETHING =
  // A colon (a fullwidth one too), dashes, a list's bullet, an ellipsis or an
  // arrow before it, on the next line too ("Use when:\n- the user …", "USE THIS SKILL WHEN: -
  // building …", "Use when… the user", "Use when…「PDF」", "Use when → …"): what follows is
  // still said (not "'use when…' lines": a quote or bracket closed right after the ellipsis
  // ends a quoted phrase). Then any opening bracket or quote,
  // CJK ones too ("Use when 「…」", "《PDF》", "＂x＂"): Ps and Pi.
  /^\s*(?:(?:[:\uff1a\-\u2013\u2014\u2022\u2023\u25e6\u2043*\p{Sm}]|(?:\u2026|\.{2,})(?![\p{Pf}\p{Pe}'"]))\s*)*(?:["'\uff02\uff07\p{Ps}\p{Pi}<]\s*)?(?:[\p{L}\p{N}\p{So}\p{Extended_Pictographic}/@#*`$~_\\&%+=]|\.[\p{L}\p{N}_])/u;

/** Unicode format characters (Cf): bidi controls, zero-width ones, the soft hyphen. */
const FORMAT = /\p{Cf}/u;
const FORMATS = /\p{Cf}/gu;
// (U+0085, NEXT LINE, is a line break to Unicode, not white space to JavaScript's `\s`.)
const SPACES = /[\s\u0085]+/g;

/**
 * True when the description holds a trigger that says when: not negated ("Do not use when
 * …" routes nothing to the skill) and followed by a word (a bare "Use when." says nothing).
 */
export function hasTrigger(description: string): boolean {
  // Invisible format characters (a bidi control, a zero-width space) are read through: a
  // reader sees "Use when a PR …" whatever sits unseen between the words.
  if (FORMAT.test(description)) description = description.replace(FORMATS, '');
  // A run of white space as one character (a line break when it holds one): the patterns'
  // `\n\s*` and `[.!?]\s+` rescanned a run from each of its characters, quadratic in it (1,024
  // line breaks: 0.6 ms a file, 5x a 10,000-skill run). What they read is the same.
  description = description.replace(SPACES, (run) =>
    run.length === 1 && run !== '\u0085' ? run : /[\n\u0085]/.test(run) ? '\n' : ' ',
  );
  for (const rx of TRIGGERS) {
    rx.lastIndex = 0;
    for (let m = rx.exec(description); m; m = rx.exec(description)) {
      const before = description.slice(Math.max(0, m.index - 32), m.index);
      const after = description.slice(m.index + m[0].length, m.index + m[0].length + 16);
      if (!NEGATED.test(before) && SAYS_SOMETHING.test(after)) return true;
    }
  }
  return false;
}

export const descriptionTrigger: PolicyRule = {
  id: 'description-trigger',
  description: 'The description says what the skill does and when to use it ("Use when …", "Use before …").',
  defaultSeverity: () => 'warning',
  check({ data }, report) {
    const d = data.description;
    if (d === undefined || hasTrigger(d)) return;
    report(
      'description',
      'description does not say when to use the skill: after what it does, add a trigger such as "Use when …" or "Use before …" (ADR-028: the description is what routes a request to the skill)',
      data.positions.description ?? { line: 1, column: 1 },
    );
  },
};
