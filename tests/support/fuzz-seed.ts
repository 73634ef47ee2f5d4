import fc from 'fast-check';

/*
 * Setup file of the unit and integration projects: every property test starts from one seed, so a
 * red run can be replayed. The seed is FUZZ_SEED when given, else the fixed FIXED_FUZZ_SEED (what
 * `npm test` uses and prints), except for the benchmark's longer runs (FUZZ_RUNS set), which
 * explore: they draw a new seed each time and print it.
 */
export const FIXED_FUZZ_SEED = 20261123;

const given = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
const explore = !Number.isSafeInteger(given) && Boolean(process.env.FUZZ_RUNS);
const seed = Number.isSafeInteger(given)
  ? given
  : explore
    ? Math.floor(Math.random() * 2 ** 31)
    : FIXED_FUZZ_SEED;
if (explore) console.log(`property tests: new seed ${seed}, replay with FUZZ_SEED=${seed}`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
