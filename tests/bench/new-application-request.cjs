// autocannon's setupRequest for POST /api/applications, run in its worker thread (so it must be a
// plain file it can require): the body the bench put in BENCH_APPLICATION, with a fresh id.
const template = JSON.parse(process.env.BENCH_APPLICATION || '{}');

module.exports = (request) => ({
  ...request,
  body: JSON.stringify({ ...template, id: crypto.randomUUID() }),
});
