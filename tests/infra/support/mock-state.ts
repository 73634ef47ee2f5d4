/**
 * What the mocked cloud answers for a new resource: its inputs plus the outputs AWS would compute
 * and the components read back (ARNs, URLs, domain names).
 */
export const MOCK_REGION = 'ap-southeast-1';
export const MOCK_ACCOUNT = '123456789012';
export const MOCK_CLOUDFRONT_DOMAIN = 'd1234abcd.cloudfront.net';
/** The Route 53 zone the production stage's domain and e-mail records go into. */
export const MOCK_ZONE_ID = 'Z0MOCKZONE';

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

export function mockState(
  type: string,
  name: string,
  inputs: Record<string, unknown>,
): Record<string, unknown> {
  const [provider = '', module = ''] = type.split(':');
  const service = module.split('/')[0];
  const physical = (inputs.name as string | undefined) ?? slug(name);
  const base = {
    arn: `arn:aws:${service}:${MOCK_REGION}:${MOCK_ACCOUNT}:${physical}`,
    name: physical,
    ...inputs,
  };

  switch (type) {
    case 'aws:s3/bucket:Bucket':
    case 'aws:s3/bucketV2:BucketV2': {
      const bucket = (inputs.bucket as string | undefined) ?? `${slug(name)}-bucket`;
      return {
        ...base,
        bucket,
        arn: `arn:aws:s3:::${bucket}`,
        bucketDomainName: `${bucket}.s3.amazonaws.com`,
        bucketRegionalDomainName: `${bucket}.s3.${MOCK_REGION}.amazonaws.com`,
      };
    }
    case 'aws:sqs/queue:Queue':
      // As SQS names them: https://sqs.<region>.amazonaws.com/<account>/<name>.
      return {
        ...base,
        url: `https://sqs.${MOCK_REGION}.amazonaws.com/${MOCK_ACCOUNT}/${physical}`,
      };
    case 'aws:lambda/functionUrl:FunctionUrl':
      return { ...base, functionUrl: `https://${slug(name)}.lambda-url.${MOCK_REGION}.on.aws/` };
    case 'aws:lambda/function:Function':
      return {
        ...base,
        qualifiedArn: `${base.arn}:$LATEST`,
        invokeArn: `arn:aws:apigateway:${MOCK_REGION}:lambda:path/${physical}`,
        version: '$LATEST',
      };
    case 'aws:cloudfront/distribution:Distribution':
      return {
        ...base,
        domainName: MOCK_CLOUDFRONT_DOMAIN,
        hostedZoneId: 'Z2FDTNDATAQYW2',
      };
    case 'aws:cognito/userPool:UserPool':
      return { ...base, endpoint: `cognito-idp.${MOCK_REGION}.amazonaws.com/${name}` };
    case 'aws:acm/certificate:Certificate': {
      const names = [
        inputs.domainName as string,
        ...((inputs.subjectAlternativeNames as string[]) ?? []),
      ];
      return {
        ...base,
        arn: `arn:aws:acm:us-east-1:${MOCK_ACCOUNT}:certificate/${slug(name)}`,
        domainValidationOptions: names.map((domainName) => ({
          domainName,
          resourceRecordName: `_check.${domainName}.`,
          resourceRecordType: 'CNAME',
          resourceRecordValue: `_check.acm-validations.aws.`,
        })),
      };
    }
    case 'aws:sesv2/emailIdentity:EmailIdentity':
      return {
        ...base,
        arn: `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:identity/${String(inputs.emailIdentity)}`,
        dkimSigningAttributes: { tokens: ['dkim1', 'dkim2', 'dkim3'] },
      };
    case 'aws:sesv2/configurationSet:ConfigurationSet':
      return {
        ...base,
        configurationSetName: (inputs.configurationSetName as string) || slug(name),
        arn: `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:configuration-set/${(inputs.configurationSetName as string) || slug(name)}`,
      };
    case 'random:index/randomBytes:RandomBytes':
      return { ...base, base64: Buffer.alloc(32, 1).toString('base64'), hex: '01'.repeat(32) };
    case 'random:index/randomId:RandomId':
      return { ...base, hex: 'abcd1234', dec: '1234', b64Url: 'q80SNA' };
    default:
      // SST's Route 53 zone lookup is a dynamic resource: it answers with the zone's id.
      if (type === 'pulumi-nodejs:dynamic:Resource' && name.includes('ZoneLookup')) {
        return { ...inputs, zoneId: MOCK_ZONE_ID };
      }
      return provider === 'aws' ? base : { ...inputs };
  }
}

/** Answers for the data-source calls the components make. */
export function mockCall(token: string, inputs: Record<string, unknown>): Record<string, unknown> {
  switch (token) {
    case 'aws:index/getRegion:getRegion':
      return {
        id: MOCK_REGION,
        name: MOCK_REGION,
        region: MOCK_REGION,
        endpoint: `ec2.${MOCK_REGION}.amazonaws.com`,
        description: 'Asia Pacific (Singapore)',
      };
    case 'aws:index/getCallerIdentity:getCallerIdentity':
      return {
        id: MOCK_ACCOUNT,
        accountId: MOCK_ACCOUNT,
        arn: `arn:aws:iam::${MOCK_ACCOUNT}:user/mock`,
        userId: 'MOCK',
      };
    case 'aws:index/getPartition:getPartition':
      return {
        id: 'aws',
        partition: 'aws',
        dnsSuffix: 'amazonaws.com',
        reverseDnsPrefix: 'com.amazonaws',
      };
    case 'aws:iam/getPolicyDocument:getPolicyDocument':
      return {
        ...inputs,
        json: JSON.stringify({ Version: '2012-10-17', Statement: inputs.statements ?? [] }),
      };
    default:
      return inputs;
  }
}
