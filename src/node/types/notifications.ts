import type { ContentModule } from "./content-module";

/**
 * data/notifications.json: the texts of the mails the notifications sender (supabase/functions/send-notifications)
 * writes. The site does not render them; declared so the content stays typed like every other file.
 * Placeholders in braces ({name}, {eventTitle}, {brandName}, {phone}, {reason}, {limit}) are filled by the sender.
 */
export const notificationsContent: ContentModule = {
  typeDefs: `
    type NotificationsJson implements Node @dontInfer {
      "Last line of every mail."
      signOff: String!
      "Mail to the team for each contact request."
      teamContact: TeamMailTexts!
      "Mail to the team for each registration."
      teamRegistration: TeamMailTexts!
      "Mail to the team when a registrant cancels with the link in their confirmation ({eventTitle})."
      teamCancellation: TeamMailTexts!
      "Reply to the visitor who sent the contact form."
      contactAcknowledgement: ContactAcknowledgementTexts!
      "Mail to the registrant."
      registrationConfirmation: RegistrationConfirmationTexts!
      "Alert to the team when mail to visitors reaches its hourly limit and waits ({limit}: mails per hour)."
      visitorMailHeld: AlertTexts!
      "Mail to the team gathering the submissions beyond its hourly allowance of team mail ({count}: how many, {limit}: team mails an hour); each submission follows, labelled by kind."
      teamDigest: TeamDigestTexts!
      "Mail to a registered inbox when its address is registered for the same event again (the form says only 'Registration Successful!', so nobody learns who is registered); the event's details as in the confirmation."
      registrationDuplicate: RegistrationDuplicateTexts!
      "Mail to each registrant when the event's start or end changes; its .ics updates the event in their calendar (same UID, higher SEQUENCE). The event's new details follow the paragraphs."
      registrationUpdate: RegistrationDuplicateTexts!
      "Mail to each registrant when the event is removed from the site; its .ics (METHOD:CANCEL) removes the event from their calendar."
      eventCancellation: RegistrationDuplicateTexts!
      "Reminder to each registrant a set time before the event, with the event's details and .ics."
      registrationReminder: RegistrationReminderTexts!
      "Mail to a visitor who joined a full event's waiting list, with a link that takes them off it."
      waitingListJoined: WaitingListJoinedTexts!
      "Mail to the first on the waiting list when a seat frees ({claimBy}: the date and time the offer ends, London time)."
      waitingListOffer: WaitingListOfferTexts!
      "The submitted columns team mail shows, in this order, with their labels; a column not listed is left out."
      fieldLabels: [NotificationFieldLabel!]!
    }

    type TeamMailTexts {
      "Subject line."
      subject: String!
      "First paragraph, above the submitted fields."
      intro: String!
    }

    type ContactAcknowledgementTexts {
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "The body, one paragraph each."
      paragraphs: [String!]!
    }

    type RegistrationConfirmationTexts {
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "First paragraph."
      intro: String!
      "Label of the date and time (London time)."
      whenLabel: String!
      "Label of the location or joining note."
      whereLabel: String!
      "Shown in place of a location for an online event."
      joiningNote: String!
      "Says what the attached .ics file is."
      calendarNote: String!
      "Label of the link to the event's page."
      pageLabel: String!
      "Label of the link that cancels this registration in one step (it frees the seat)."
      cancelLabel: String!
    }

    type RegistrationDuplicateTexts {
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "The body above the event's details, one paragraph each."
      paragraphs: [String!]!
    }

    type RegistrationReminderTexts {
      "How many hours before the event's start the reminder is sent."
      hoursBefore: Int!
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "The body above the event's details, one paragraph each."
      paragraphs: [String!]!
    }

    type WaitingListJoinedTexts {
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "The body, one paragraph each."
      paragraphs: [String!]!
      "Label of the link that takes the visitor off the list."
      leaveLabel: String!
    }

    type WaitingListOfferTexts {
      "How many hours the offered seat is held for the visitor to claim."
      claimHours: Int!
      "Subject line."
      subject: String!
      "Opening line."
      greeting: String!
      "The body above the event's details, one paragraph each."
      paragraphs: [String!]!
      "Label of the link that claims the seat."
      claimLabel: String!
    }

    type TeamDigestTexts {
      "Subject line."
      subject: String!
      "The body above the list of submissions, one paragraph each."
      paragraphs: [String!]!
      "How the list labels a contact request."
      contactLabel: String!
      "How the list labels a registration."
      registrationLabel: String!
    }

    type AlertTexts {
      "Subject line."
      subject: String!
      "The body, one paragraph each."
      paragraphs: [String!]!
    }

    type NotificationFieldLabel {
      "A column of the contact table (src/forms/contact-table.json) or event_registrations."
      field: String!
      "How team mail names it."
      label: String!
    }
  `,
};
