import { conflict, notFound } from '../../lib/app-error';

export const reviewsErrors = {
  requestNotFound: () =>
    notFound('maintenance_requests.not_found', 'This maintenance request does not exist.'),
  orderNotFound: () => notFound('orders.not_found', 'This order does not exist.'),
  notCompleted: () =>
    conflict('reviews.not_completed', 'A job can be reviewed once it is completed.'),
  windowClosed: () =>
    conflict(
      'reviews.window_closed',
      'The review window has closed: a job can be reviewed within 14 days of its completion.',
    ),
  alreadyReviewed: () => conflict('reviews.already_written', 'You have already reviewed this job.'),
  vendorNotFound: () => notFound('vendors.not_found', 'This vendor does not exist.'),
  reviewNotFound: () => notFound('reviews.not_found', 'This review does not exist.'),
  alreadyReplied: () =>
    conflict('reviews.already_replied', 'You have already answered this review.'),
  alreadyHidden: () => conflict('reviews.already_hidden', 'This review is hidden already.'),
};
