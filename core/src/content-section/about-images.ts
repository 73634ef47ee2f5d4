/*
 * How many pictures the about section holds: the API's limit, the admin form's and the home
 * page's gallery. Its own module, free of valibot like statistic-rows.ts, since the home page's
 * code imports it.
 */
export const ABOUT_IMAGES_MAX = 3;
