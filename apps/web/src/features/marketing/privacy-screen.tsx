import { APP_NAME } from '@/config/app';
import { DocumentPage, DocumentPart, type DocumentSection } from './components/document-page';
import { WaysToReachUs } from './components/ways-to-reach-us';
import { POLICIES_UPDATED } from './policy-words';

const collected: DocumentSection = {
  id: 'what-we-keep',
  title: 'What we keep',
  content: (
    <>
      <DocumentPart title="Your account">
        <p>
          Your name, email address, phone number if you give it, whether you are a resident or a
          vendor, and a hash of your password made with argon2id: never the password itself. If you
          choose Continue with Google, Google tells us your name and that your email address is
          verified; we never see your Google password.
        </p>
      </DocumentPart>
      <DocumentPart title="Properties, requests and photos">
        <p>
          For residents: each property’s name, address, type, size, rooms, year built, notes and
          photos; each request’s description, urgency, preferred date and photos; your plans and the
          steps of every job.
        </p>
        <p>
          For vendors: the company name, vendor, company and licence types, licence number and
          expiry date, services, zip codes, vehicles and equipment, and the notes and photos you add
          when you complete a job.
        </p>
      </DocumentPart>
      <DocumentPart title="Payments">
        <p>
          The amount, the items and the date of each payment, and the card’s brand, last four digits
          and expiry date with a reference for renewals. Card numbers are entered on Stripe’s
          checkout page and stay with Stripe. In test mode the built-in test checkout takes only
          test card numbers, charges nothing and keeps the same details.
        </p>
      </DocumentPart>
      <DocumentPart title="Messages to us and security records">
        <p>
          What you send through the contact page (name, email, phone, company, message). A log of
          security events such as sign-ins, failed sign-ins, sign-outs and password changes, with
          the network address they came from, to protect accounts from misuse.
        </p>
      </DocumentPart>
    </>
  ),
};

const use: DocumentSection = {
  id: 'how-we-use-it',
  title: 'How we use it and who sees it',
  content: (
    <ul>
      <li>To run the service: keep your properties and plans, offer jobs, take payments.</li>
      <li>
        Vendors offered a job see the service, the description and photos, the urgency, the
        preferred date and the property’s city, state and zip code. Only the vendor who accepts it
        sees the street address, the property notes, the resident’s first name and phone number.
      </li>
      <li>Residents see the company name of the vendor who took their job.</li>
      <li>
        Stripe receives what it needs to take a card payment. Our mail service receives the address
        and content of each mail we send.
      </li>
      <li>
        Our team sees accounts, jobs, payments and the mails sent, to help you and to keep the
        marketplace safe.
      </li>
      <li>We do not sell your data and we show no advertising.</li>
    </ul>
  ),
};

const cookies: DocumentSection = {
  id: 'cookies',
  title: 'Cookies',
  content: (
    <>
      <p>{APP_NAME} sets three cookies and no advertising or analytics cookies:</p>
      <ul>
        <li>
          <strong>accessToken</strong> and <strong>role</strong>, the session cookies: they keep you
          signed in and say whether you are a resident or a vendor. They are removed when you sign
          out or close the browser, and the session behind them ends after a limited time or when
          you change your password.
        </li>
        <li>
          <strong>cookiesConsent</strong>: remembers your answer to the cookie notice for one year,
          so that it is not asked again.
        </li>
      </ul>
      <p>
        Stripe’s checkout page is on Stripe’s own site and sets its own cookies under Stripe’s
        privacy policy.
      </p>
    </>
  ),
};

const mail: DocumentSection = {
  id: 'mail',
  title: 'Mail we send',
  content: (
    <>
      <p>
        We mail you to confirm your email address, to reset your password, with receipts and failed
        payments, with updates about your jobs (residents) and with new job offers (vendors).
      </p>
      <p>
        Job updates and job offers are optional: each of those mails ends with an unsubscribe link
        that turns that kind off in one click, without signing in, and you can turn them on or off
        in your mail settings. Mails about your account’s security and your payments always come.
      </p>
    </>
  ),
};

const retention: DocumentSection = {
  id: 'how-long',
  title: 'How long we keep it',
  content: (
    <ul>
      <li>Your account details, for as long as your account exists.</li>
      <li>
        Nothing with a history is destroyed by a click. A property you remove is archived: it leaves
        your list and its past jobs, plans and payments stay in your history. Canceled plans stay
        listed as canceled.
      </li>
      <li>Payments and receipts, for as long as the law requires us to keep accounts.</li>
      <li>
        Uploads that were never attached to a property, request or job are deleted within a day. You
        can delete a file you uploaded yourself once nothing uses it any more.
      </li>
      <li>
        Password reset and email confirmation links work for one hour; we keep only a hash of them.
      </li>
    </ul>
  ),
};

const choices: DocumentSection = {
  id: 'your-choices',
  title: 'Your choices',
  content: (
    <>
      <p>
        You can correct your details at any time (residents under Profile, vendors under Profile
        setup), change your mail settings, and sign out to remove the session cookies.
      </p>
      <p>
        To get a copy of your data or close your account, contact us. When we close an account it
        can no longer sign in and every session ends at once; the records of jobs and payments stay
        archived, because the other party and our accounts depend on them. We tell you what we keep
        and why.
      </p>
    </>
  ),
};

const contact: DocumentSection = {
  id: 'contact',
  title: 'Changes and contact',
  content: (
    <p>
      When this policy changes, the date at the top of this page changes with it. Questions about
      your data: <WaysToReachUs />.
    </p>
  ),
};

export function PrivacyScreen() {
  return (
    <DocumentPage
      title="Privacy policy"
      updated={POLICIES_UPDATED}
      intro={`What ${APP_NAME} keeps about you, why, who sees it, and how long it stays.`}
      sections={[collected, use, cookies, mail, retention, choices, contact]}
    />
  );
}
