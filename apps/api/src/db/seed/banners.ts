/** Image paths are files the web app serves from apps/web/public/banners. */
export const banners = [
  {
    title: 'Get your home ready for every season',
    subtitle: 'Plans start with two seasonal check-ups a year, done by vetted local pros.',
    imageUrl: '/banners/spring-check-up.svg',
    linkUrl: '/sign-up/resident',
  },
  {
    title: 'Breathe easier with an HVAC tune-up',
    subtitle: 'A cleaned and inspected system runs quieter, costs less to run and lasts longer.',
    imageUrl: '/banners/hvac-tune-up.svg',
    linkUrl: '/sign-up/resident',
  },
  {
    title: 'Vendors: grow with steady local jobs',
    subtitle: 'Set up your company profile and get notified of jobs in your service area.',
    imageUrl: '/banners/providers-wanted.svg',
    linkUrl: '/sign-up/vendor',
  },
];
