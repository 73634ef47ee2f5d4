/*
 * What differs between stages, in one place. Plain data and checks (no SST globals), so tests can
 * import it. A stage not listed here (a developer's own stage) gets the defaults: the Router's
 * CloudFront address, no SES identity (e-mail is recorded as failed, visibly), no reserved
 * concurrency, alarms created but e-mailed to nobody. docs/operations.md walks through each value.
 */

/** The one stage that holds real data; sst.config.ts spells the same name. */
export const PRODUCTION_STAGE = 'prod';

/** How the stage's custom domain proves ownership and gets its records. */
export type DomainSettings =
  | {
      /** The site's host name, e.g. `www.institute.example`. */
      name: string;
      /** Other names that redirect to it, e.g. the bare domain. */
      redirects?: string[];
      /** The zone is in Route 53 in this account: certificate and records are made by the deploy. */
      dns: 'route53';
    }
  | {
      name: string;
      redirects?: string[];
      /**
       * Held elsewhere: the operator requests an ACM certificate in us-east-1 for these names,
       * validates it at the DNS host, passes its ARN here and points a CNAME at the distribution.
       */
      dns: 'external';
      cert: string;
    };

export interface EmailSettings {
  /**
   * The SES identity: a domain (any address at it may send, after DKIM) or a single address (SES
   * mails it a link to click). A domain identity is only made by the production stage.
   */
  sender: string;
  /**
   * The identity already exists in this account and region (another stage made it): the stage
   * uses it with `sst.aws.Email.get` instead of creating a second one, which SES would refuse.
   */
  shared?: boolean;
  /** Records for a domain identity go into Route 53 automatically (`route53`) or by hand. */
  dns?: 'route53' | 'external';
  /** The display name on every message, also used by Cognito's codes. */
  fromName?: string;
}

export interface StageSettings {
  domain?: DomainSettings;
  email?: EmailSettings;
  /** Where CloudWatch alarms are e-mailed (the address confirms an SNS subscription once). */
  operatorEmail?: string;
  /**
   * Reserved concurrency of the API function. Off unless set: a new account's whole concurrency
   * quota may be 10, and AWS refuses a reservation that leaves fewer than 10 unreserved.
   */
  reservedConcurrency?: number;
}

/**
 * The stages that need more than the defaults. Production's names are placeholders under the
 * reserved `.example` domain: replace them with the institute's own before its first deploy.
 */
export const STAGES: Record<string, StageSettings> = {
  [PRODUCTION_STAGE]: {
    domain: {
      name: 'www.institute.example',
      redirects: ['institute.example'],
      dns: 'route53',
    },
    email: { sender: 'institute.example', dns: 'route53', fromName: 'The Institute' },
    operatorEmail: 'operations@institute.example',
  },
};

/** The settings of `stage`, checked: a mistake fails the deploy before anything is created. */
export function stageSettings(
  stage: string,
  stages: Record<string, StageSettings> = STAGES,
): StageSettings {
  const settings = stages[stage] ?? {};
  const production = stage === PRODUCTION_STAGE;
  const { email, reservedConcurrency, domain } = settings;
  if (email && !email.shared && isDomainSender(email.sender) && !production) {
    // SST's Email waits for DKIM on every domain identity it creates; a second stage would also
    // collide with production's identity. Non-production stages use an address or share one.
    throw new Error(
      `Stage "${stage}": the e-mail sender "${email.sender}" is a domain. Only ${PRODUCTION_STAGE} creates a domain identity; use an address, or set shared: true to use an identity that exists.`,
    );
  }
  if (email?.dns && !isDomainSender(email.sender)) {
    throw new Error(`Stage "${stage}": e-mail dns applies to a domain sender only.`);
  }
  if (
    reservedConcurrency !== undefined &&
    (!Number.isInteger(reservedConcurrency) || reservedConcurrency < 1)
  ) {
    throw new Error(
      `Stage "${stage}": reservedConcurrency must be a whole number of at least 1, or unset.`,
    );
  }
  if (domain?.dns === 'external' && !/^arn:aws:acm:us-east-1:/.test(domain.cert)) {
    throw new Error(
      `Stage "${stage}": a domain outside Route 53 needs the ARN of an ACM certificate in us-east-1 (CloudFront only uses those).`,
    );
  }
  if (production && !email) {
    throw new Error(`Stage "${stage}": production needs an e-mail sender.`);
  }
  return settings;
}

export function isDomainSender(sender: string): boolean {
  return !sender.includes('@');
}

/** The From address for a sender identity: the address itself, or no-reply@ a domain. */
export function fromAddressOf(sender: string): string {
  return isDomainSender(sender) ? `no-reply@${sender}` : sender;
}
