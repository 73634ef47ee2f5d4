/// <reference path="./.sst/platform/config.d.ts" />
export default $config({
  app(input) {
    return { name: 'institute-site', removal: input?.stage === 'prod' ? 'retain' : 'remove', home: 'aws' };
  },
  async run() {},
});
