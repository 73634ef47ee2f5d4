/**
 * The stage's edge secret. CloudFront's request function sends it to the API with the viewer's
 * address; the API refuses requests without it, because the function URL itself is public.
 * Set once per stage: `sst secret set EdgeSecret "$(openssl rand -hex 32)" --stage NAME`.
 */
export const edgeSecret = new sst.Secret('EdgeSecret');
