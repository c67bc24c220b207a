// `npm run check:redos`: every regular expression the server and the contracts can apply to
// a request, checked for super-linear backtracking (ReDoS) by recheck. Regex literals and
// `new RegExp('literal')` / `RegExp('literal')` calls are found with the TypeScript parser;
// a RegExp built from anything else is listed too, since it cannot be checked. Exits 1
// naming file:line for every vulnerable (or undecided) one not on the allow-list below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORM_LIMITS } from '@confirma/contracts/constants';
import { NOTIFICATION_LIMITS } from '@confirma/contracts/notifications';
import { check } from 'recheck';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What serves requests: the server and the schemas it validates them with. */
const ROOTS = ['apps/server/src', 'packages/contracts/src'];

const SERVER = 'apps/server/src/modules';
const URL_TRIM = '\\/+$';

/**
 * Regexes that may backtrack but never see request data, each with its reason, by file and
 * source (not line, so an edit above them keeps them allowed).
 */
const ALLOWED: { file: string; source: string; reason: string }[] = [
  {
    file: `${SERVER}/payments/paypal/paypal-api.ts`,
    source: URL_TRIM,
    reason: "trims PayPal's base URL, from the configuration",
  },
  {
    file: `${SERVER}/sealing/der/der-writer.ts`,
    source: '0+$',
    reason: "trims a time stamp's three digits of milliseconds, from the server's clock",
  },
  {
    file: `${SERVER}/sealing/pki/certificate-info.ts`,
    source: '-----BEGIN CERTIFICATE-----([\\s\\S]*?)-----END CERTIFICATE-----',
    reason: "reads PEM files of the server's own disk (its PKI, TSA_CA_PATH)",
  },
  {
    file: 'apps/server/src/platform/http/spa.ts',
    source: '<script(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)<\\/script>',
    reason: "hashes the inline scripts of the web client's built index.html, at start",
  },
];

/**
 * RegExps built at run time, by file and the expression as written (spaces aside): the
 * patterns they are built into, checked in their stead.
 */
const BUILT: { file: string; expression: string; patterns: [string, string][] }[] = [
  {
    file: `${SERVER}/notifications/parse-dsn.ts`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expression: "newRegExp(`^${name}:[\\\\t]*(\\\\S[^\\\\n]*)$`,'im')",
    patterns: [
      'Action',
      'Status',
      'Final-Recipient',
      'Diagnostic-Code',
      'Original-Envelope-Id',
      'Reporting-MTA',
    ].map((name) => [`^${name}:[ \\t]*(\\S[^\\n]*)$`, 'im']),
  },
  {
    file: `${SERVER}/sealing/verify/find-pdf-signatures.ts`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expression: 'newRegExp(`/${key}\\\\s*<([0-9A-Fa-f\\\\s]*)>`)',
    patterns: ['Name', 'Reason', 'Location', 'M'].map((key) => [
      `/${key}\\s*<([0-9A-Fa-f\\s]*)>`,
      '',
    ]),
  },
  {
    file: 'packages/contracts/src/contact.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expression: 'newRegExp(`^[0-9+()\\\\s-]{${FORM_LIMITS.contactPhoneMin},30}$`,)',
    patterns: [[`^[0-9+()\\s-]{${FORM_LIMITS.contactPhoneMin},30}$`, '']],
  },
  {
    file: 'packages/contracts/src/notifications.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expression: 'newRegExp(`^\\\\d{${NOTIFICATION_LIMITS.ackCodeLength}}$`)',
    patterns: [[`^\\d{${NOTIFICATION_LIMITS.ackCodeLength}}$`, '']],
  },
];

export interface TFoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
  /** False for a RegExp built from something else than string literals. */
  literal: boolean;
}

export interface TRegexVerdict {
  status: 'safe' | 'vulnerable' | 'unknown';
  /** recheck's attack string (vulnerable) or its reason (unknown). */
  detail: string;
}

const isRegExpCall = (node: ts.Node): node is ts.NewExpression | ts.CallExpression =>
  (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'RegExp';

const literalText = (node: ts.Expression | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The regexes written in one TypeScript file. */
export function findRegexes(file: string, text: string): TFoundRegex[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: TFoundRegex[] = [];
  const add = (node: ts.Node, regex: Omit<TFoundRegex, 'file' | 'line'>) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, ...regex });
  };
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      add(node, {
        source: node.text.slice(1, end),
        flags: node.text.slice(end + 1),
        literal: true,
      });
    } else if (isRegExpCall(node)) {
      const [pattern, flags] = node.arguments ?? [];
      const patternText = literalText(pattern);
      const flagsText = flags ? literalText(flags) : '';
      add(node, {
        source: patternText ?? node.getText(source),
        flags: flagsText ?? '',
        literal: patternText !== null && flagsText !== null,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** recheck's verdict on one pattern (its native agent when present, else its JS build). */
export async function checkRegex(source: string, flags: string): Promise<TRegexVerdict> {
  // A fixed seed: the fuzzing checker (for lookarounds) gives the same verdict on every run.
  const diagnostics = await check(source, flags, { timeout: 30_000, randomSeed: 51 });
  if (diagnostics.status === 'vulnerable') {
    return {
      status: 'vulnerable',
      detail: `${diagnostics.complexity.type}, e.g. ${diagnostics.attack.pattern}`,
    };
  }
  if (diagnostics.status === 'unknown') {
    return { status: 'unknown', detail: diagnostics.error.kind };
  }
  return { status: 'safe', detail: '' };
}

/** A literal's verdict; a built one's is its patterns' worst, when BUILT lists them. */
async function verdictOf(regex: TFoundRegex): Promise<TRegexVerdict> {
  if (regex.literal) return checkRegex(regex.source, regex.flags);
  const expression = regex.source.replace(/\s+/g, '');
  const built = BUILT.find((entry) => entry.file === regex.file && entry.expression === expression);
  if (!built) return { status: 'unknown', detail: 'built at run time; list its patterns in BUILT' };
  for (const [source, flags] of built.patterns) {
    const verdict = await checkRegex(source, flags);
    if (verdict.status !== 'safe')
      return { ...verdict, detail: `/${source}/${flags}: ${verdict.detail}` };
  }
  return { status: 'safe', detail: '' };
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every regex under `roots` (relative to the repository) with recheck's verdict. */
export async function checkRedos(roots = ROOTS) {
  const found = roots.flatMap((root) =>
    sourceFiles(path.join(ROOT, root)).flatMap((file) =>
      findRegexes(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
    ),
  );
  const allowed = (regex: TFoundRegex) =>
    ALLOWED.some((entry) => entry.file === regex.file && entry.source === regex.source);
  // One at a time: recheck's limits are partly in time, and checks run side by side on a
  // busy machine ran out of it (undecided, or a fuzzer's false alarm).
  const results = [];
  for (const regex of found) {
    results.push({ ...regex, allowed: allowed(regex), verdict: await verdictOf(regex) });
  }
  return {
    checked: results.length,
    failures: results.filter((result) => result.verdict.status !== 'safe' && !result.allowed),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { checked, failures } = await checkRedos();
  for (const failure of failures) {
    console.log(
      `${failure.file}:${failure.line}: /${failure.source}/${failure.flags} ${failure.verdict.status} (${failure.verdict.detail})`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${checked} regexes checked in ${seconds} s, ${failures.length} failing`);
  process.exit(failures.length ? 1 : 0);
}
