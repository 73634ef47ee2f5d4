import fc from 'fast-check';

/*
 * Building blocks for fuzzing the API's write routes: hostile text, values of the wrong type,
 * request bodies that are not JSON or are too big, and the keys that pollute prototypes.
 */

/** Runs per property: 1,000 in `npm test`, more in the benchmark (`FUZZ_RUNS=10000`). */
export const FUZZ_RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 1000;

/** Time allowed for one property: generous per run, so the benchmark's 10,000 fit too. */
export const FUZZ_TIMEOUT_MS = 60_000 + FUZZ_RUNS * 100;

const tamil = fc.integer({ min: 0x0b80, max: 0x0bff }).map((code) => String.fromCodePoint(code));
const emoji = fc.constantFrom('🙏', '🕉️', '👨‍👩‍👧‍👦', '🇲🇾', '😀', '🪔', '❤️‍🔥');
const tricky = fc.constantFrom(
  '\u0000',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800', // a lone surrogate: not valid UTF-8 once encoded
  '"',
  '\\',
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '${process.exit()}',
  '../../etc/passwd',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
);

/** Text a person, a bot or a fuzzer might type: Tamil, emoji, controls, markup, anything. */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.oneof(tamil, emoji, tricky), maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \t\n') },
);

/** Non-blank text that mostly fits ordinary limits. */
export const someText = fc.oneof(
  fc.constantFrom('Bhagavad-gita study', 'பக்தி வேதாந்தம்', 'Hare Krishna 🙏', 'A'),
  hostileText,
);

/** Any JSON-ish value, of any type. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  hostileText,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constant({}),
  fc.constant([]),
);

/** A megabyte of text (ASCII or Tamil), for any field. */
export const hugeText = fc.constantFrom('x'.repeat(1_048_576), 'த'.repeat(350_000));

export interface FuzzRequest {
  contentType: string | null;
  body: string;
  /** What the payload was, when the body is its JSON. */
  payload?: unknown;
}

/** The media type of a Content-Type header, without parameters or case: what the API compares. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
];

/**
 * Mutates a mostly valid object: some fields get values of any type (or a megabyte of text), some
 * disappear, extra fields appear.
 */
export function mutated<T extends Record<string, unknown>>(base: fc.Arbitrary<T>) {
  return fc
    .tuple(
      base,
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof({ weight: 20, arbitrary: anyValue }, { weight: 1, arbitrary: hugeText }),
        ),
        {
          maxLength: 3,
        },
      ),
      fc.array(fc.nat(), { maxLength: 2 }),
      fc.dictionary(hostileText, anyValue, { maxKeys: 2 }),
    )
    .map(([object, changes, removals, extra]) => {
      const result: Record<string, unknown> = { ...extra, ...object };
      const keys = Object.keys(object);
      if (keys.length) {
        for (const [index, value] of changes) result[keys[index % keys.length]!] = value;
        for (const index of removals) delete result[keys[index % keys.length]!];
      }
      return result;
    });
}

const POLLUTERS = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":{"__proto__":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
];

/** The JSON text of an object with prototype-polluting keys spliced in (top level or nested). */
function withPolluters(json: string, which: number, nested: boolean): string {
  const polluter = POLLUTERS[which % POLLUTERS.length]!;
  if (nested) {
    // Inside the first nested object, if there is one.
    const at = json.indexOf('{', 1);
    if (at > 0)
      return `${json.slice(0, at + 1)}${polluter}${json[at + 1] === '}' ? '' : ','}${json.slice(at + 1)}`;
  }
  return json === '{}' ? `{${polluter}}` : `{${polluter},${json.slice(1)}`;
}

/** Every kind of request body for one route, most of them JSON with a JSON content type. */
export function requests(
  payload: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<FuzzRequest> {
  const json = 'application/json';
  return fc.oneof(
    {
      weight: 10,
      arbitrary: payload.map((p) => ({ contentType: json, body: JSON.stringify(p), payload: p })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(payload, fc.nat(), fc.boolean()).map(([p, which, nested]) => ({
        contentType: json,
        body: withPolluters(JSON.stringify(p), which, nested),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(payload, fc.constantFrom(...CONTENT_TYPES))
        .map(([p, contentType]) => ({ contentType, body: JSON.stringify(p), payload: p })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(payload, fc.nat(), hostileText).map(([p, cut, tail]) => {
        const text = JSON.stringify(p);
        return { contentType: json, body: text.slice(0, cut % Math.max(1, text.length)) + tail };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '',
            'null',
            '[]',
            '"text"',
            '42',
            'true',
            "{'a':1}",
            '{"a":NaN}',
            '{,}',
            '\ufeff{}',
            '{"a":1}{"b":2}',
          ),
          fc.json(),
          hostileText,
        )
        .map((body) => ({ contentType: json, body })),
    },
    {
      weight: 1,
      arbitrary: hugeText.map((text) => ({ contentType: json, body: JSON.stringify({ text }) })),
    },
  );
}

/** Names on the built-in prototypes, to prove a request added none. */
export function prototypeSnapshot(): string[] {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype].flatMap(
    (proto) => Object.getOwnPropertyNames(proto),
  );
}
