/**
 * The look of the site's primary button: a link drawn as a filled, rounded button one touch target high, e.g. a
 * plant's "Read more", the donation pop-up's "Donate", the books page's "View all", the 404 page's way home. One
 * string, so that every primary button looks alike; a use adds only its place (a margin). `gap-1` spaces an arrow after the words, where one is drawn.
 * Links to other sites take it through ExternalLink's `primary`, which also keeps it in the chunk the islands share.
 */
export const PRIMARY_BUTTON =
  'inline-flex min-h-touch items-center gap-1 rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800';
