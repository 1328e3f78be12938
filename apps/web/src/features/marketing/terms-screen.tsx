import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { DocumentPage, type DocumentSection } from './components/document-page';
import { WaysToReachUs } from './components/ways-to-reach-us';
import { POLICIES_UPDATED } from './policy-words';

const sections: DocumentSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    content: (
      <>
        <p>
          These terms are the agreement between you and {APP_NAME} when you use this website and its
          services. By creating an account you accept them. If you do not agree, do not create an
          account; you can still read the public pages.
        </p>
        <p>
          {APP_NAME} is a marketplace: residents keep their properties with us and ask for
          maintenance, and vendors, independent companies, are offered that work and do it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>
          An account belongs to one person or one company, registered as a resident or as a vendor.
          The details you give (name, email address, phone number, company details) must be true and
          kept up to date.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what is done with your account
          until you tell us it has been misused; change your password or reset it at once if you
          think someone else knows it.
        </li>
        <li>
          We may suspend or block an account that breaks these terms, puts other people at risk or
          fails to pay. A blocked account cannot sign in, and all its sessions end.
        </li>
      </ul>
    ),
  },
  {
    id: 'residents',
    title: 'Residents: properties, plans and requests',
    content: (
      <ul>
        <li>
          Add only properties you own or are allowed to look after, with a correct address: jobs are
          offered to vendors by the property’s zip code, city and state.
        </li>
        <li>
          A maintenance plan is for one property and is billed per property, in advance, for each
          period at the price shown when you subscribe. It renews automatically until you cancel.
          You can cancel at the end of the paid period or at once; a plan canceled at once is not
          refunded for the rest of its period.
        </li>
        <li>
          If a renewal payment is declined, we try again 1, 3 and 5 days after the period ended. A
          plan still unpaid 7 days after its period ended stops.
        </li>
        <li>
          The price of a request is the service’s list price less your property’s plan discount,
          fixed when you send the request. The bill for that price falls due when the vendor marks
          the job completed, and you agree to pay it by card from the request. Visits included in a
          plan have nothing to pay.
        </li>
        <li>
          You can cancel a request until the vendor starts the work. Let the vendor reach the
          property at the time agreed, and tell us if the work was not done.
        </li>
      </ul>
    ),
  },
  {
    id: 'vendors',
    title: 'Vendors: profile and jobs',
    content: (
      <ul>
        <li>
          You are offered jobs only while your company profile is complete and your licence is
          valid. Keep your licence number, its expiry date, your services and your zip codes true.
        </li>
        <li>
          Accepting a job is a commitment to do it at the price shown. The first vendor to accept a
          job gets it.
        </li>
        <li>
          Move each job through its steps as they happen, and mark it completed only when the work
          is done. Completion photos must show the work you did at that property.
        </li>
        <li>Use a resident’s address, name and phone number only to do the job you accepted.</li>
        <li>
          You are responsible for your work, your staff, your vehicles and equipment, and the
          licences and insurance your trade requires. Our team may suspend a profile whose licence
          has lapsed or whose work breaks these terms.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <>
        <p>
          Prices are in US dollars. Card payments are taken by Stripe on its own checkout page;
          {` ${APP_NAME} `}never sees or stores your full card number. To renew a plan we keep a
          reference to your card from Stripe, with its brand, last four digits and expiry date.
        </p>
        <p>
          When the site runs in test mode (a demonstration or a trial), payments go through a
          built-in test checkout instead: only test card numbers are accepted, no money moves and no
          card is charged.
        </p>
        <p>Receipts for every payment are kept in your payment history.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'What you upload',
    content: (
      <>
        <p>
          Photos, descriptions, notes and messages you add stay yours. You allow us to store them
          and to show them to the people involved in the job: the resident, the vendor who accepts
          it, and our team.
        </p>
        <p>
          Upload only what you have the right to share, nothing unlawful, offensive or unrelated to
          the property or the work. Uploads must be JPEG, PNG or WebP images or PDF files, and each
          account can store up to 200 MB.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Fair use',
    content: (
      <p>
        Do not try to reach other people’s records, overload the service, copy it by automated means
        or get around its limits. Sign-ins, sign-ups and uploads are limited per address and per
        account, and repeated failed sign-ins are slowed down.
      </p>
    ),
  },
  {
    id: 'responsibility',
    title: 'Our responsibility',
    content: (
      <>
        <p>
          We connect residents with vendors, keep the record of each job and take the payments. We
          check that a vendor’s profile is complete and its licence date is valid before it is
          offered work, but the vendor who accepts a job is responsible for doing it well and
          safely.
        </p>
        <p>
          We work to keep the service available and your data safe, but we cannot promise it will
          never be interrupted. Nothing in these terms limits rights that the law of your state
          gives you and that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Closing your account',
    content: (
      <p>
        You can stop using {APP_NAME} at any time: cancel your plans and finish or cancel your open
        jobs, then ask us to close your account. The{' '}
        <Anchor component={Link} to={paths.privacy}>
          privacy policy
        </Anchor>{' '}
        says what we keep after that and why.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    content: (
      <p>
        When these terms change, the date at the top of this page changes with them; using{' '}
        {APP_NAME} after a change means you accept the new terms. Questions about these terms:{' '}
        <WaysToReachUs />.
      </p>
    ),
  },
];

export function TermsScreen() {
  return (
    <DocumentPage
      title="Terms of service"
      updated={POLICIES_UPDATED}
      intro={`The rules for using ${APP_NAME}, in plain language: what you can expect from us and what we expect from you.`}
      sections={sections}
    />
  );
}
