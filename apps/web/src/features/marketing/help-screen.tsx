import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { DocumentPage, DocumentPart, type DocumentSection } from './components/document-page';
import { WaysToReachUs } from './components/ways-to-reach-us';

const residents: DocumentSection = {
  id: 'residents',
  title: 'For residents',
  content: (
    <>
      <p>
        Create a resident account on the{' '}
        <Anchor component={Link} to={paths.signUpResident}>
          resident registration
        </Anchor>{' '}
        page, then confirm your email address from the mail we send you.
      </p>
      <DocumentPart title="Add your properties">
        <ol>
          <li>Open Properties in the menu and choose Add a property.</li>
          <li>
            Give it a name you will recognise (“Lake house”), its street address, zip code, city and
            state.
          </li>
          <li>
            Add what helps a vendor prepare: the property type, size, year built, bedrooms,
            bathrooms, notes such as a gate code, and up to 20 photos.
          </li>
        </ol>
        <p>
          Requests for a property are offered first to the vendors who serve its zip code. You can
          edit a property at any time. Removing one archives it: it leaves your list, and its past
          jobs, plans and payments stay in your history. A property with an active plan or an open
          job cannot be removed until the plan is canceled or the job is finished.
        </p>
      </DocumentPart>
      <DocumentPart title="Subscribe a plan for each property">
        <p>
          A maintenance plan belongs to one property and is billed per property, so each property
          can have the plan that suits it. Choose a plan from your dashboard or from Plans, pick the
          properties it is for, and pay by card in the checkout. The plan starts once the payment
          goes through and renews at the end of each period.
        </p>
        <p>
          In Plans you can change a property’s plan (the new one starts with the next period),
          cancel at the end of the paid period, or cancel now. If a renewal payment is declined we
          try the card again 1, 3 and 5 days later and mail you each time; a plan still unpaid 7
          days after its period ended stops.
        </p>
      </DocumentPart>
      <DocumentPart title="Send a request and pay its bill">
        <ol>
          <li>
            Open Requests and choose New request, or choose Request this service on a service’s
            page.
          </li>
          <li>
            Pick the property and the service, describe what needs doing, and say how urgent it is
            (low, normal, high or emergency). Add a preferred date and time of day and up to 10
            photos if they help.
          </li>
          <li>
            Check the price and choose Send request. The price is the service’s list price less your
            property’s plan discount (for example 10% with Essential), and it is kept as shown when
            you send the request.
          </li>
        </ol>
        <p>
          The request is offered at once to the vendors who do that service in the property’s zip
          code; if none accepts in time, it is offered across the city, then across the state. The
          first vendor to accept takes the job. You see who accepted, and each step (on the way,
          started, completed) appears under Requests and in your notifications. You can cancel a
          request until the work starts.
        </p>
        <p>
          When the vendor marks the job completed, its bill falls due at the agreed price: the
          request shows Payment due and a Pay now button that opens the card checkout. Visits that
          are part of your plan are included and have nothing to pay. Every payment and its receipt
          is listed in your payment history, and finished jobs are under History.
        </p>
      </DocumentPart>
    </>
  ),
};

const vendors: DocumentSection = {
  id: 'vendors',
  title: 'For vendors',
  content: (
    <>
      <p>
        Register your company on the{' '}
        <Anchor component={Link} to={paths.signUpVendor}>
          vendor registration
        </Anchor>{' '}
        page and confirm your email address.
      </p>
      <DocumentPart title="Complete your profile">
        <p>
          Open Profile setup and fill in your company name, vendor type, company type, licence type
          and licence number, the services you offer and the zip codes you work in. Add your
          licence’s expiry date, and list your vehicles and equipment under Vehicles. Jobs are
          offered only to complete profiles; if your licence expires, offers pause until you update
          it.
        </p>
      </DocumentPart>
      <DocumentPart title="Get offers and accept a job">
        <p>
          When a resident asks for a service you offer in one of your zip codes, the job appears
          under Orders, in Available jobs, and in your notifications; we also mail you unless you
          turned those mails off. An offer shows the service, the description and photos, the
          urgency, the preferred date and the city and zip code. A job nobody near it accepts is
          offered more widely after a while, so you may also see jobs elsewhere in your city or
          state. Choose Accept job to take it: the first vendor to accept wins, and the job leaves
          the other vendors’ lists.
        </p>
        <p>
          Once you accept, the job moves to My jobs and you see the full address, the resident’s
          first name and phone number, the property notes and a map link.
        </p>
      </DocumentPart>
      <DocumentPart title="Move a job to completed">
        <p>
          Walk the job through its steps in order from My jobs: On my way, then Start work, then
          Mark completed. When you complete it, add up to 10 photos of the work done and a short
          note; the resident sees them with the job. The job then opens under Completed, where it
          stays listed, with its review form for you to rate the resident.
        </p>
      </DocumentPart>
    </>
  ),
};

const account: DocumentSection = {
  id: 'account',
  title: 'Your account',
  content: (
    <>
      <DocumentPart title="Reset a forgotten password">
        <ol>
          <li>
            On the{' '}
            <Anchor component={Link} to={paths.signIn}>
              sign-in
            </Anchor>{' '}
            page choose Forgot password?
          </li>
          <li>Enter your email address and choose Mail me a link.</li>
          <li>
            Open the link in the mail within one hour and set a new password. Every other session of
            your account is signed out.
          </li>
        </ol>
      </DocumentPart>
      <DocumentPart title="Personal details and password">
        <p>
          Residents change their name, phone number and password under Profile. A password change
          keeps the current session signed in and ends every other one. The email address is the one
          you sign in with; to change it, contact us.
        </p>
      </DocumentPart>
    </>
  ),
};

const mail: DocumentSection = {
  id: 'mail',
  title: 'Mail settings',
  content: (
    <>
      <p>
        Residents choose in their profile, under Mail settings, whether to receive updates about
        their jobs. Vendors choose in Profile setup whether to receive new job offers by mail.
      </p>
      <p>
        Each of those mails ends with an unsubscribe link that turns that kind of mail off in one
        click, without signing in; you can turn it back on in your mail settings. Mails about your
        account’s security (email confirmation, password reset) and, for residents, receipts and
        failed payments always come.
      </p>
    </>
  ),
};

const contact: DocumentSection = {
  id: 'contact',
  title: 'Contact us',
  content: (
    <p>
      A person from the {APP_NAME} team answers every message: <WaysToReachUs />.
    </p>
  ),
};

export function HelpScreen() {
  return (
    <DocumentPage
      title="Help center"
      intro={`How ${APP_NAME} works for residents and vendors, step by step.`}
      sections={[residents, vendors, account, mail, contact]}
    />
  );
}
