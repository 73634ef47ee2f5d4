import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../../playwright.config';
import { createUserInGroup, removeUserFromGroup } from '../../support/users';

/**
 * The local Cognito itself, as an operator's tools reach it (the site's /cognito serves only the
 * calls the browser makes): `npm start` writes its address to stack.json in the data folder.
 */
function cognitoEndpoint(): string {
  const file = path.join(import.meta.dirname, '../..', '..', dataDir, 'stack.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { cognitoEndpoint: string }).cognitoEndpoint;
}

/** A confirmed account in one admin group, made with the admin API (password LOCAL_PASSWORD). */
export const createStaff = (email: string, group: string) =>
  createUserInGroup(cognitoEndpoint(), email, group);

/** Takes the account out of its group again (the seed's admin must stay the last super admin). */
export const removeStaff = (email: string, group: string) =>
  removeUserFromGroup(cognitoEndpoint(), email, group);
