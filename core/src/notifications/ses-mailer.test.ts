import { SendEmailCommand, SESv2Client, SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { PermanentMailError, sendWithRetry } from './mailer';
import { sesMailer } from './ses-mailer';

/** A real client whose send is replaced: it records commands and answers as told. */
function stubClient(answer: (command: SendEmailCommand) => Promise<unknown>) {
  const client = new SESv2Client({ region: 'ap-southeast-1' });
  const sent: SendEmailCommand[] = [];
  client.send = ((command: SendEmailCommand) => {
    sent.push(command);
    return answer(command);
  }) as SESv2Client['send'];
  return { client, sent };
}

const sesError = (name: string, fault: 'client' | 'server') =>
  new SESv2ServiceException({
    name,
    $fault: fault,
    $metadata: {},
    message: `${name}: x@example.com`,
  });

describe('sesMailer', () => {
  it('sends one SendEmail with the sender in the institute’s name, reply-to, subject, text and HTML', async () => {
    const { client, sent } = stubClient(async () => ({ MessageId: 'm-1' }));
    await sesMailer({ from: 'no-reply@institute.example', client }).send({
      to: 'radha@example.com',
      fromName: 'ஸ்ரீ Institute',
      replyTo: 'office@institute.example',
      subject: 'Thank you\r\nBcc: x@example.com',
      text: 'Dear Radha,',
      html: '<p>Dear Radha,</p>',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toEqual({
      FromEmailAddress: `=?UTF-8?B?${Buffer.from('ஸ்ரீ Institute').toString('base64')}?= <no-reply@institute.example>`,
      Destination: { ToAddresses: ['radha@example.com'] },
      ReplyToAddresses: ['office@institute.example'],
      Content: {
        Simple: {
          Subject: { Data: 'Thank you Bcc: x@example.com', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Dear Radha,', Charset: 'UTF-8' },
            Html: { Data: '<p>Dear Radha,</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('turns a refusal SES will repeat into a permanent error, so it is not retried', async () => {
    const { client, sent } = stubClient(async () => {
      throw sesError('MessageRejected', 'client');
    });
    const mailer = sesMailer({ from: 'no-reply@institute.example', client });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toBeInstanceOf(PermanentMailError);
    const outcome = await sendWithRetry(
      mailer,
      { to: 'a@example.com', subject: 's', text: 't', html: 'h' },
      {
        sleep: async () => {},
      },
    );
    expect(outcome).toEqual({
      status: 'failed',
      attempts: 1,
      error: 'MessageRejected',
      permanent: true,
    });
    expect(sent).toHaveLength(2);
  });

  it('lets throttling and server faults be retried', async () => {
    let calls = 0;
    const { client } = stubClient(async () => {
      calls += 1;
      if (calls === 1) throw sesError('TooManyRequestsException', 'client');
      if (calls === 2) throw sesError('InternalFailure', 'server');
      return { MessageId: 'm-3' };
    });
    const outcome = await sendWithRetry(
      sesMailer({ from: 'no-reply@institute.example', client }),
      { to: 'a@example.com', subject: 's', text: 't', html: 'h' },
      { sleep: async () => {} },
    );
    expect(outcome).toEqual({ status: 'sent', attempts: 3 });
  });
});
