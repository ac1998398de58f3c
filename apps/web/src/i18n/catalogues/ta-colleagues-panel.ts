import type { ColleaguePanelKey } from './en-colleagues-panel';

/** The colleagues panel's texts in Tamil, key for key with en-colleagues-panel.ts. */
export const messages: Record<ColleaguePanelKey, string> = {
  colleaguesTitle: 'இந்தக் கணக்கில் உள்ளவர்கள்',
  colleaguesHintAdmin:
    'கோரிக்கைகளை எழுப்பவும் நிறுவனத்தின் பழுதுநீக்கங்களைப் பின்தொடரவும் சக ஊழியர்களை அழைக்கவும். ஒவ்வொருவரும் தங்கள் சொந்தப் பயனர் பெயரில் உள்நுழைவார்கள்.',
  colleaguesHintOthers:
    'இங்குள்ள அனைவரும் நிறுவனத்தின் எல்லாக் கோரிக்கைகளையும் அறிக்கைகளையும் பார்க்கலாம். கணக்கு நிர்வாகி மட்டுமே ஆட்களை அழைக்கவோ நீக்கவோ முடியும்.',
  colleaguesEmpty: 'இப்போதைக்குக் கணக்கு நிர்வாகி மட்டுமே. கீழே ஒரு சக ஊழியரை அழைக்கவும்.',
  yourAccountRole: 'உங்கள் பங்கு: {role}',
  accountRole_owner: 'கணக்கு நிர்வாகி',
  accountRole_approver: 'கட்டணங்களுக்கு ஒப்புதல் அளிக்கவும் விலைப்பட்டியல்களைப் பார்க்கவும் முடியும்',
  accountRole_member: 'கோரிக்கைகளை எழுப்பலாம்',
  colleagueStateInvited: 'அழைக்கப்பட்டார், இன்னும் சேரவில்லை',
  colleagueStateActive: 'சேர்ந்துவிட்டார்',
  colleagueLastLogin: 'கடைசி உள்நுழைவு {time}',
  colleagueNeverSignedIn: 'இன்னும் உள்நுழையவில்லை',
  colleagueName: 'பெயர்',
  colleagueEmail: 'மின்னஞ்சல்',
  colleagueRole: 'அவர் என்ன செய்யலாம்',
  colleagueRoleOf: '{name} என்ன செய்யலாம்',
  inviteColleagueTitle: 'சக ஊழியரை அழைக்கவும்',
  inviteColleagueHint:
    'கடவுச்சொல்லை அமைக்க இணைப்புடன் ஒரு மின்னஞ்சல் அவருக்கு வரும்; இணைப்பு 7 நாட்களுக்கு, ஒரு முறை மட்டுமே வேலை செய்யும்.',
  inviteSend: 'அழைப்பை அனுப்பு',
  colleagueRemove: 'நீக்கு',
  colleagueRemoveName: '{name} ஐ நீக்கு',
  colleagueResend: 'மீண்டும் அனுப்பு',
  colleagueResendName: '{name} க்கு மீண்டும் அனுப்பு',
  removeColleagueTitle: '{name} ஐ நீக்கவா?',
  removeColleagueText: '{name} உடனே வெளியேற்றப்படுவார், இனி உள்நுழைய முடியாது. அவர் எழுப்பிய கோரிக்கைகள் நிறுவனத்திடமே இருக்கும்.',
};
