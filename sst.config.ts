/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    const production = input?.stage === 'prod';
    return {
      name: 'institute-site',
      home: 'aws',
      removal: production ? 'retain' : 'remove',
      // `sst remove --stage prod` refuses to run.
      protect: production,
      // Singapore: the nearest region to Ipoh with every service used here.
      providers: { aws: { region: 'ap-southeast-1' } },
    };
  },
  async run() {
    // Imported here, not at the top: the SST globals exist only once run() starts.
    const { table, uploads } = await import('./infra/storage');
    const { userPool, webClient } = await import('./infra/auth');
    const { site } = await import('./infra/web');
    const { api } = await import('./infra/api');
    const { alarmTopic } = await import('./infra/alarms');
    await import('./infra/mail-events');
    await import('./infra/retention');

    return {
      url: site.url,
      api: api.url,
      userPoolId: userPool.id,
      userPoolClientId: webClient.id,
      table: table.name,
      uploadsBucket: uploads.name,
      alarmTopic: alarmTopic.arn,
    };
  },
});
