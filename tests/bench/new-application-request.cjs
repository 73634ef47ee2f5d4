// autocannon's setupRequest for POST /api/applications, run in its worker thread (so it must be a
// plain file it can require): the body the bench put in BENCH_APPLICATION, with a fresh id and a
// different applicant each time (own e-mail and name), as real submissions come. The same person
// applying again costs more: the duplicate check then links the earlier applications (at most
// DUPLICATE_LINKS_MAX of them).
const template = JSON.parse(process.env.BENCH_APPLICATION || '{}');

/** A name part from an id's hex digits, in letters only (names refuse digits). */
const letters = (hex) => hex.replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]);

module.exports = (request) => {
  const id = crypto.randomUUID();
  const tag = letters(id.slice(0, 8));
  return {
    ...request,
    body: JSON.stringify({
      ...template,
      id,
      full_name: `${template.full_name} ${tag[0].toUpperCase()}${tag.slice(1)}`,
      email: `applicant-${id}@example.org`,
    }),
  };
};
