import type { enItemSheet } from './en-item-sheet';

/** Many items from a spreadsheet (issue 29) in Tamil, key for key with en-item-sheet.ts. */
export const taItemSheet: Record<keyof typeof enItemSheet, string> = {
  sheetTitle: 'பல பொருட்களா? விரிதாளைப் பதிவேற்றவும்',
  sheetHint:
    'Item, Brand, Model Number, Serial Number, Problem என்ற தலைப்பின் கீழ் ஒரு வரிசைக்கு ஒரு பொருள்; அதிகபட்சம் {max} பொருட்கள். பொருளும் பிராண்டும் நிறுவனத்தின் பட்டியல்களில் உள்ள பெயர்களாக இருக்க வேண்டும் (Excel வார்ப்புருவின் இரண்டாம் தாளில் அவை உள்ளன).',
  sheetTemplateCsv: 'வார்ப்புரு (CSV)',
  sheetTemplateXlsx: 'வார்ப்புரு (Excel)',
  sheetUpload: 'விரிதாளைப் பதிவேற்று',
  sheetRead:
    '{file} கோப்பிலிருந்து {count, plural, one {# பொருள்} other {# பொருட்கள்}} படிக்கப்பட்டன. அவற்றைச் சரிபார்த்து, கூரியர் விவரங்களை நிரப்பவும்.',
  sheetReadWithErrors:
    '{file} கோப்பிலிருந்து {count, plural, one {# பொருள்} other {# பொருட்கள்}} படிக்கப்பட்டன; {bad, plural, one {# பொருளைத்} other {# பொருட்களைத்}} திருத்த வேண்டும்: செய்திகள் கீழே உள்ள பொருட்களில் உள்ளன. கோரிக்கையை எழுப்பும் வரை எதுவும் சேமிக்கப்படாது.',
  sheetReplaced:
    'இவை {file} கோப்பிலிருந்து படிக்கப்பட்ட {count, plural, one {# பொருளுக்குப்} other {# பொருட்களுக்குப்}} பதிலாக வருகின்றன.',
  sheetUnknownItem: '“{name}” பொருள் பட்டியலில் இல்லை. பொருளைத் தேர்ந்தெடுக்கவும்',
  sheetUnknownBrand: '“{name}” பிராண்ட் பட்டியலில் இல்லை. பிராண்டைத் தேர்ந்தெடுக்கவும்',
  sheetEmpty: 'கோப்பில் பொருட்கள் இல்லை. தலைப்பின் கீழ் ஒவ்வொரு பொருளுக்கும் ஒரு வரிசையை நிரப்பி, மீண்டும் பதிவேற்றவும்.',
  sheetColumns:
    'கோப்பில் {missing} நெடுவரிசை இல்லை. வார்ப்புருவின் தலைப்பைப் பயன்படுத்தவும்: Item, Brand, Model Number, Serial Number, Problem.',
  sheetTooMany:
    'கோரிக்கையில் {count} பொருட்கள் இருக்கும்; அதிகபட்சம் {max} மட்டுமே இருக்கலாம். கோப்பைப் பிரித்து, மீதியை மற்றொரு கோரிக்கையில் அனுப்பவும்.',
  sheetTooLarge: 'இந்தக் கோப்பு 5 MB-க்கு மேல் உள்ளது; பொருட்களின் பட்டியலுக்கு இது மிகப் பெரியது.',
  sheetUnreadable: 'இந்தக் கோப்பைப் படிக்க முடியவில்லை. CSV அல்லது Excel (.xlsx) கோப்பைப் பதிவேற்றவும்.',
  sheetShowingBad: '{count} இல் திருத்த வேண்டிய {bad, plural, one {# பொருள்} other {# பொருட்கள்}} காட்டப்படுகின்றன.',
  sheetShowAll: 'அனைத்து {count} பொருட்களையும் காட்டு',
};
