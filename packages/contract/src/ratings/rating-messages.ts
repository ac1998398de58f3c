// The texts are kept free of zod, as the other message tables, so the rating page can read them cheaply.
/** What the rating page and its calls say (issue 28, decision 058). */
export const RatingMsg = {
  badLink: 'This rating link is not valid or has expired. Please call the service centre if you want to tell us more.',
  /** The same, from the server, when the company has a phone number: the number to call. */
  badLinkCall:
    'This rating link is not valid or has expired. If you want to tell us more, please call the service centre on {phone}.',
  alreadyRated: 'This request has already been rated. Thank you.',
  thanks: 'Thank you for your rating.',
  chooseStars: 'Choose from 1 to 5 stars',
  commentTooLong: 'Keep the comment within 1000 characters',
} as const;
