/** Empty-group texts of the global search page, word for word (docs/product-rules.md, "Messages"). */
export const searchMessages = {
  noMentor: 'No Mentor Found',
  noMembers: 'No Members Found',
  noUpcomingEvents: 'No Upcoming Events Found',
  noPastEvents: 'No past Events Found',
  noResult: 'No result Found',
} as const;
