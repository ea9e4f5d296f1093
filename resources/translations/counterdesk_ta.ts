<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta_IN">
    <context>
        <name>ACCESS_LOG</name>
        <message>
            <source>Who looked at customers' data</source>
            <translation>வாடிக்கையாளர்களின் தரவைப் பார்த்தவர்கள்</translation>
        </message>
        <message>
            <source>When</source>
            <translation>எப்போது</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>யார்</translation>
        </message>
        <message>
            <source>What</source>
            <translation>என்ன செய்தார்</translation>
        </message>
        <message>
            <source>Whose</source>
            <translation>யாருடையது (முன்பதிவு அல்லது விற்பனை)</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>ஏன்</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CONTROLLER</name>
        <message>
            <source>The agency store holds every receipt this counter printed before its journal was damaged: new receipts go on in the counter's own series, above the store's last number. The receipts marked {prefix} stay valid as printed.</source>
            <translation>ஜர்னல் சேதமடைவதற்கு முன் இந்தக் கவுண்டர் அச்சிட்ட எல்லா ரசீதுகளும் ஏஜென்சி ஸ்டோரில் உள்ளன: புதிய ரசீதுகள் கவுண்டரின் சொந்த வரிசையில், ஸ்டோரின் கடைசி எண்ணுக்கு மேல் தொடரும். {prefix} எனக் குறிக்கப்பட்ட ரசீதுகள் அச்சிட்டபடியே செல்லுபடியாகும்.</translation>
        </message>
        <message>
            <source>This counter's sign-in to the agency store may not read that: it holds other counters' customers. The agency administrator does it, on the office PC or with the administrator's address.</source>
            <translation>ஏஜென்சி ஸ்டோரில் இந்தக் கவுண்டரின் உள்நுழைவு அதைப் படிக்க முடியாது: அதில் மற்ற கவுண்டர்களின் வாடிக்கையாளர்கள் உள்ளனர். ஏஜென்சி நிர்வாகி அலுவலக PC-யில் அல்லது நிர்வாகியின் முகவரியுடன் இதைச் செய்வார்.</translation>
        </message>
        <message>
            <source>This counter has no agency store: its address goes in Settings (Ctrl+6), or is given with --agency-db.</source>
            <translation>இந்தக் கவுண்டருக்கு ஏஜென்சி ஸ்டோர் இல்லை: அதன் முகவரியை அமைப்புகளில் (Ctrl+6) கொடுங்கள், அல்லது --agency-db உடன் கொடுங்கள்.</translation>
        </message>
        <message>
            <source>The agency store does not answer now, so the other counters' records cannot be shown (this counter keeps selling). Try again in a moment; if it lasts, check the office PC that holds the store.</source>
            <translation>ஏஜென்சி ஸ்டோர் இப்போது பதில் தரவில்லை, எனவே மற்ற கவுண்டர்களின் பதிவுகளைக் காட்ட முடியாது (இந்தக் கவுண்டரில் விற்பனை தொடர்கிறது). சிறிது நேரத்தில் மீண்டும் முயலுங்கள்; தொடர்ந்தால் ஸ்டோர் உள்ள அலுவலக PC-யைப் பாருங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_IDENTITY</name>
        <message>
            <source>The settings file {path} cannot be read, so this counter has no stable id for the agency store: save the settings again.</source>
            <translation>அமைப்புக் கோப்பு {path} படிக்க முடியவில்லை, எனவே ஏஜென்சி ஸ்டோருக்கு இந்தக் கவுண்டருக்கு நிலையான அடையாள எண் இல்லை: அமைப்புகளை மீண்டும் சேமியுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_LINK</name>
        <message>
            <source>Agency: offline since {time} ({count} waiting)</source>
            <translation>ஏஜென்சி: {time} முதல் ஆஃப்லைன் ({count} காத்திருக்கின்றன)</translation>
        </message>
        <message>
            <source>Agency: offline since {time}</source>
            <translation>ஏஜென்சி: {time} முதல் ஆஃப்லைன்</translation>
        </message>
        <message>
            <source>Agency: {count} waiting</source>
            <translation>ஏஜென்சி: {count} காத்திருக்கின்றன</translation>
        </message>
        <message>
            <source>Agency: synced</source>
            <translation>ஏஜென்சி: ஒத்திசைந்தது</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MIGRATE</name>
        <message>
            <source>The agency store's database is at schema version {found}, newer than this Counterdesk knows (up to {known}): update Counterdesk on this counter to connect it to the agency store. Sales go on and are kept here until then.</source>
            <translation>ஏஜென்சி ஸ்டோரின் தரவுத்தளம் ஸ்கீமா பதிப்பு {found}-இல் உள்ளது, இந்த Counterdesk அறிந்ததை விடப் புதியது ({known} வரை): ஏஜென்சி ஸ்டோருடன் இணைக்க இந்தக் கவுண்டரில் Counterdesk-ஐப் புதுப்பியுங்கள். அதுவரை விற்பனை தொடரும், இங்கேயே வைக்கப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MODEL</name>
        <message>
            <source>Wallet refunded</source>
            <translation>வாலெட்டுக்கு ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>வாலெட்டில் பிடித்தம்</translation>
        </message>
        <message>
            <source>The price the customer paid at the counter's till</source>
            <translation>கவுண்டரின் கல்லாவில் வாடிக்கையாளர் செலுத்திய விலை</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>வாடிக்கையாளர் செலுத்தியது</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>விற்றது</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>கவுண்டர்</translation>
        </message>
        <message>
            <source>The counter that sold it</source>
            <translation>விற்ற கவுண்டர்</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ஊழியர்</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>குறிப்பு</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>பொருள்</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>பயணத் தேதி</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>வாடிக்கையாளர்</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>இருக்கைகள்</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>நிலை</translation>
        </message>
        <message>
            <source>Z</source>
            <translation>Z</translation>
        </message>
        <message>
            <source>The Z report's number</source>
            <translation>Z அறிக்கையின் எண்</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>மூடியது</translation>
        </message>
        <message>
            <source>Closed by</source>
            <translation>மூடியவர்</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>தொடக்க ரொக்கம்</translation>
        </message>
        <message>
            <source>Cash in</source>
            <translation>ரொக்க வரவு</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>ரொக்கச் செலவு</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>Of the cash out: what cash refunds were rounded by</source>
            <translation>ரொக்கச் செலவில்: ரொக்க ரீஃபண்ட் முழு ரூபாய்க்கு முழுமையாக்கப்பட்ட தொகை</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>எதிர்பார்த்தது</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>எண்ணியது</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>வித்தியாசம்</translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation>இன்னும் எதுவும் இல்லை</translation>
        </message>
        <message>
            <source>none</source>
            <translation>எதுவும் இல்லை</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count} இல்லை</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>பதிவுகள்</translation>
        </message>
        <message>
            <source>All up to</source>
            <translation>இதுவரை அனைத்தும்</translation>
        </message>
        <message>
            <source>Every record up to this number has arrived</source>
            <translation>இந்த எண் வரையிலான ஒவ்வொரு பதிவும் வந்துவிட்டது</translation>
        </message>
        <message>
            <source>Newest</source>
            <translation>புதியது</translation>
        </message>
        <message>
            <source>Gaps</source>
            <translation>இடைவெளிகள்</translation>
        </message>
        <message>
            <source>Last arrived</source>
            <translation>கடைசியாக வந்தது</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>வகை</translation>
        </message>
        <message>
            <source>Since</source>
            <translation>எப்போது முதல்</translation>
        </message>
        <message>
            <source>What</source>
            <translation>என்ன</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_QUERIES</name>
        <message>
            <source>Counter {counter}: {said}</source>
            <translation>கவுண்டர் {counter}: {said}</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record_id})</source>
            <translation>கவுண்டர் {counter}, பதிவு {seq} ({kind} {record_id})</translation>
        </message>
        <message>
            <source>{record}: the Z report's cash {found} is not what the shift's cash payments give {expected}.</source>
            <translation>{record}: Z அறிக்கையின் ரொக்கம் {found}, ஷிஃப்டின் ரொக்கப் பணம் செலுத்தல்களின் கூட்டு {expected} அல்ல.</translation>
        </message>
        <message>
            <source>{record}: the payments {found} do not add up to the customer total {expected}.</source>
            <translation>{record}: பணம் செலுத்தல்கள் {found}, வாடிக்கையாளர் மொத்தம் {expected}-க்குச் சமமில்லை.</translation>
        </message>
        <message>
            <source>{record}: the customer total {found} is not the sum of its price lines {expected}.</source>
            <translation>{record}: வாடிக்கையாளர் மொத்தம் {found}, அதன் விலை வரிகளின் கூட்டு {expected} அல்ல.</translation>
        </message>
        <message>
            <source>The records after {record} are missing from the agency store.</source>
            <translation>{record}-க்குப் பிந்தைய பதிவுகள் ஏஜென்சி ஸ்டோரில் இல்லை.</translation>
        </message>
        <message>
            <source>The record before {record} was replaced in the agency store after it arrived.</source>
            <translation>{record}-க்கு முந்தைய பதிவு வந்த பிறகு ஏஜென்சி ஸ்டோரில் மாற்றப்பட்டது.</translation>
        </message>
        <message>
            <source>The record before {record} is missing from the agency store.</source>
            <translation>{record}-க்கு முந்தைய பதிவு ஏஜென்சி ஸ்டோரில் இல்லை.</translation>
        </message>
        <message>
            <source>{record} was changed in the agency store after it arrived.</source>
            <translation>{record} வந்த பிறகு ஏஜென்சி ஸ்டோரில் மாற்றப்பட்டது.</translation>
        </message>
        <message>
            <source>Sold at counter {counter} by {clerk} on {time} to {customer}: {seats} seat(s).</source>
            <translation>கவுண்டர் {counter}-இல் {clerk} {time}-க்கு {customer}-க்கு விற்றார்: {seats} இருக்கை(கள்).</translation>
        </message>
        <message>
            <source>an unnamed clerk</source>
            <translation>பெயரில்லாத ஒரு ஊழியர்</translation>
        </message>
        <message>
            <source>Agency · {count} counter(s)</source>
            <translation>ஏஜென்சி · {count} கவுண்டர்(கள்)</translation>
        </message>
        <message>
            <source>{record} is not what its counter sent: it was changed in the store.</source>
            <translation>{record} அதன் கவுண்டர் அனுப்பியது அல்ல: ஸ்டோரில் இது மாற்றப்பட்டது.</translation>
        </message>
        <message>
            <source>{record}: its counter's chain does not follow from it and the record before it.</source>
            <translation>{record}: அதன் கவுண்டரின் சங்கிலி இதிலிருந்தும் இதற்கு முந்தைய பதிவிலிருந்தும் வரவில்லை.</translation>
        </message>
        <message>
            <source>{record}: the chain head this Z report printed is not the agency store's: the records before it were changed.</source>
            <translation>{record}: இந்த Z அறிக்கையில் அச்சிட்ட சங்கிலித் தலை ஏஜென்சி ஸ்டோரில் உள்ளது அல்ல: இதற்கு முந்தைய பதிவுகள் மாற்றப்பட்டன.</translation>
        </message>
        <message>
            <source>{record} is not what its counter wrote: the counter found it changed in the agency store, or in its journal before it was sent.</source>
            <translation>{record} அதன் கவுண்டர் எழுதியது அல்ல: ஏஜென்சி ஸ்டோரில், அல்லது அனுப்பப்படும் முன் அதன் ஜர்னலில், இது மாற்றப்பட்டதைக் கவுண்டர் கண்டது.</translation>
        </message>
        <message>
            <source>{record} is not the record whose link its counter gave the agency store before sending it: it, or a record before it, was rewritten in the counter&apos;s journal.</source>
            <translation>{record} என்பது அதன் கவுண்டர் அனுப்புவதற்கு முன் ஏஜென்சி ஸ்டோருக்குக் கொடுத்த இணைப்பின் பதிவு அல்ல: இதுவோ, இதற்கு முந்தைய ஒரு பதிவோ, கவுண்டரின் ஜர்னலில் மீண்டும் எழுதப்பட்டது.</translation>
        </message>
        <message>
            <source>{record}: the access log head this Z report carries is not the one its counter gave the agency store as the log grew: the log was rewritten on the counter&apos;s PC.</source>
            <translation>{record}: இந்த Z அறிக்கையில் உள்ள அணுகல் பதிவேட்டின் தலை, பதிவேடு வளர்ந்தபோது அதன் கவுண்டர் ஏஜென்சி ஸ்டோருக்குக் கொடுத்தது அல்ல: பதிவேடு கவுண்டரின் PC-யில் மீண்டும் எழுதப்பட்டது.</translation>
        </message>
        <message>
            <source>{record}: its counter&apos;s journal no longer holds this record of booking {booking}, and the agency store never received it.</source>
            <translation>{record}: இதன் கவுண்டரின் ஜர்னலில் முன்பதிவு {booking}-இன் இந்தப் பதிவு இனி இல்லை, ஏஜென்சி ஸ்டோருக்கு இது ஒருபோதும் வந்து சேரவில்லை.</translation>
        </message>
        <message>
            <source>{record}: its payment of {found} gives a UPI or bank reference that an earlier sale gave already; check with the counter that it is one transfer split, not paid twice.</source>
            <translation>{record}: இதன் {found} கட்டணம், முந்தைய விற்பனை ஏற்கெனவே கொடுத்த UPI அல்லது வங்கி குறிப்பைத் தருகிறது; இது ஒரே பரிமாற்றத்தின் பிரிவு, இருமுறை செலுத்தியது அல்ல என்பதைக் கவுண்டருடன் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record}, booking {booking}, {amount}): sealed under key {key}, which the agency never registered for it.</source>
            <translation>கவுண்டர் {counter}, பதிவு {seq} ({kind} {record}, முன்பதிவு {booking}, {amount}): விசை {key}-இன் கீழ் முத்திரையிடப்பட்டது; ஏஜென்சி இதற்காக அதை ஒருபோதும் பதிவு செய்யவில்லை.</translation>
        </message>
        <message>
            <source>Counter {counter} rotated its records' key at {time} (record {seq}): key {old} replaced by key {new}, approved by {by}.</source>
            <translation>கவுண்டர் {counter} {time}-இல் தன் பதிவுகளின் விசையை மாற்றியது (பதிவு {seq}): விசை {old}-க்குப் பதிலாக விசை {new}, {by} ஒப்புதலுடன்.</translation>
        </message>
        <message>
            <source>{said} The rotation is not sealed under a key the agency registered for the counter, so the new key is not registered: its records are named below.</source>
            <translation>{said} இந்த மாற்றம், ஏஜென்சி இந்தக் கவுண்டருக்குப் பதிவு செய்த விசையின் கீழ் முத்திரையிடப்படவில்லை; எனவே புதிய விசை பதிவு செய்யப்படவில்லை: அதன் பதிவுகள் கீழே குறிப்பிடப்பட்டுள்ளன.</translation>
        </message>
        <message numerus="yes">
            <source>Counter {counter}: %n record(s) sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</source>
            <translation>
                <numerusform>கவுண்டர் {counter}: 1 பதிவு முத்திரையின்றி அனுப்பப்பட்டது (பதிவுகள் {first} முதல் {last}): அதன் கணினியில் கீரிங் இல்லை, எனவே அனுப்பும் முன் அவை மீண்டும் எழுதப்படவில்லை என்பதை எதுவும் நிரூபிக்கவில்லை.</numerusform>
                <numerusform>கவுண்டர் {counter}: %n பதிவுகள் முத்திரையின்றி அனுப்பப்பட்டன (பதிவுகள் {first} முதல் {last}): அதன் கணினியில் கீரிங் இல்லை, எனவே அனுப்பும் முன் அவை மீண்டும் எழுதப்படவில்லை என்பதை எதுவும் நிரூபிக்கவில்லை.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AGENCY_STORE</name>
        <message>
            <source>The agency store does not know this counter ({counter}) under the name it connects with. Nothing was sent; the agency administrator adds this counter with counterdesk agency add-counter on this PC.</source>
            <translation>இந்தக் கவுண்டர் ({counter}) இணையும் பெயரில் ஏஜென்சி ஸ்டோருக்கு இதைத் தெரியாது. எதுவும் அனுப்பப்படவில்லை; ஏஜென்சி நிர்வாகி இந்த PC-யில் counterdesk agency add-counter மூலம் இந்தக் கவுண்டரைச் சேர்ப்பார்.</translation>
        </message>
        <message>
            <source>Another installation is registered in the agency store as this counter ({counter}): this PC's settings were probably copied from it. Nothing was sent; give this counter its own settings (a new id) to connect.</source>
            <translation>ஏஜென்சி ஸ்டோரில் வேறொரு நிறுவல் இந்தக் கவுண்டராக ({counter}) பதிவாகியுள்ளது: இந்த PC-யின் அமைப்புகள் அதிலிருந்து நகலெடுக்கப்பட்டிருக்கலாம். எதுவும் அனுப்பப்படவில்லை; இணைக்க இந்தக் கவுண்டருக்குச் சொந்த அமைப்புகளை (புதிய அடையாள எண்) கொடுங்கள்.</translation>
        </message>
        <message>
            <source>Counter {counter} is not registered in this store.</source>
            <translation>கவுண்டர் {counter} இந்த ஸ்டோரில் பதிவாகவில்லை.</translation>
        </message>
        <message>
            <source>The agency store holds other records under this counter's numbers {first} to {last}: this counter's journal is not the one that sent them. A supervisor must give this counter a new id.</source>
            <translation>இந்தக் கவுண்டரின் {first} முதல் {last} வரையிலான எண்களில் ஏஜென்சி ஸ்டோரில் வேறு பதிவுகள் உள்ளன: அவற்றை அனுப்பியது இந்தக் கவுண்டரின் ஜர்னல் அல்ல. ஒரு மேற்பார்வையாளர் இந்தக் கவுண்டருக்குப் புதிய அடையாள எண் தர வேண்டும்.</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_TARGET</name>
        <message>
            <source>The agency store's address is postgresql://USER@HOST:PORT/DATABASE (add ?sslmode=require for an encrypted connection).</source>
            <translation>ஏஜென்சி ஸ்டோரின் முகவரி postgresql://USER@HOST:PORT/DATABASE (மறையாக்க இணைப்புக்கு ?sslmode=require சேர்க்கவும்).</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_UNRESOLVED</name>
        <message>
            <source>Unresolved at all counters</source>
            <translation>எல்லாக் கவுண்டர்களிலும் தீர்வாகாதவை</translation>
        </message>
        <message>
            <source>Nothing is unresolved at any counter.</source>
            <translation>எந்தக் கவுண்டரிலும் தீர்வாகாதது எதுவும் இல்லை.</translation>
        </message>
        <message>
            <source>Records of each counter in the agency store</source>
            <translation>ஏஜென்சி ஸ்டோரில் ஒவ்வொரு கவுண்டரின் பதிவுகள்</translation>
        </message>
        <message>
            <source>No counter has registered with the agency store yet.</source>
            <translation>இதுவரை எந்தக் கவுண்டரும் ஏஜென்சி ஸ்டோரில் பதிவாகவில்லை.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</source>
            <translation>
                <numerusform>&lt;b&gt;%n தீர்வாகாதது&lt;/b&gt;: கவுண்டருக்கு இன்னும் முடிவு தெரியாத விற்பனைகள், பாதியில் நிற்கும் விற்பனைகள். ஒவ்வொரு கவுண்டரும் தன்னுடையதைத் தீர்க்கும்; ஏதேனும் இங்கேயே இருந்தால் அந்தக் கவுண்டரை அழையுங்கள்.</numerusform>
                <numerusform>&lt;b&gt;%n தீர்வாகாதவை&lt;/b&gt;: கவுண்டருக்கு இன்னும் முடிவு தெரியாத விற்பனைகள், பாதியில் நிற்கும் விற்பனைகள். ஒவ்வொரு கவுண்டரும் தன்னுடையதைத் தீர்க்கும்; ஏதேனும் இங்கேயே இருந்தால் அந்தக் கவுண்டரை அழையுங்கள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Close</source>
            <translation>மூடு</translation>
        </message>
        <message>
            <source>&lt;b&gt;Records of each counter in the agency store&lt;/b&gt;</source>
            <translation>&lt;b&gt;ஏஜென்சி ஸ்டோரில் ஒவ்வொரு கவுண்டரின் பதிவுகள்&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>ANNOUNCE</name>
        <message>
            <source>Booked and paid. Booking reference {reference}.</source>
            <translation>முன்பதிவு செய்து பணம் செலுத்தப்பட்டது. முன்பதிவு எண் {reference}.</translation>
        </message>
    </context>
    <context>
        <name>API_ERRORS</name>
        <message>
            <source>The connection to the service was closed before the call ended.</source>
            <translation>அழைப்பு முடியும் முன்பே சேவையுடனான இணைப்பு மூடப்பட்டது.</translation>
        </message>
        <message>
            <source>The service could not complete the request.</source>
            <translation>சேவையால் கோரிக்கையை முடிக்க முடியவில்லை.</translation>
        </message>
        <message>
            <source>The API key was refused.</source>
            <translation>API சாவி மறுக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>The API key cannot be sent as it is.</source>
            <translation>API சாவியை இப்படியே அனுப்ப முடியாது.</translation>
        </message>
        <message>
            <source>Access for this partner is disabled.</source>
            <translation>இந்தக் கூட்டாளருக்கான அணுகல் முடக்கப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>The request was rejected.</source>
            <translation>கோரிக்கை நிராகரிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>{count} fields need attention: {first}</source>
            <translation>{count} புலங்களைச் சரிபார்க்க வேண்டும்: {first}</translation>
        </message>
        <message>
            <source>The wallet cannot cover this booking.</source>
            <translation>இந்த முன்பதிவுக்கு வாலெட்டில் போதுமான பணம் இல்லை.</translation>
        </message>
        <message>
            <source>This slot can no longer be booked.</source>
            <translation>இந்த ஸ்லாட்டை இனி முன்பதிவு செய்ய முடியாது.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>கிடைக்கவில்லை.</translation>
        </message>
        <message>
            <source>The request conflicts with an earlier one.</source>
            <translation>இந்தக் கோரிக்கை முந்தைய ஒன்றுடன் முரண்படுகிறது.</translation>
        </message>
        <message>
            <source>Too many requests; the service asked us to slow down.</source>
            <translation>அதிகமான கோரிக்கைகள்; மெதுவாகச் செல்லுமாறு சேவை கேட்டது.</translation>
        </message>
        <message>
            <source>The service is unavailable right now.</source>
            <translation>சேவை இப்போது கிடைக்கவில்லை.</translation>
        </message>
        <message>
            <source>The service sent a response this app cannot read.</source>
            <translation>இந்தச் செயலி படிக்க முடியாத பதிலைச் சேவை அனுப்பியது.</translation>
        </message>
        <message>
            <source>The service could not be reached.</source>
            <translation>சேவையை அடைய முடியவில்லை.</translation>
        </message>
        <message>
            <source>The service's environment changed; no booking or cancellation is sent.</source>
            <translation>சேவையின் சூழல் மாறிவிட்டது; எந்த முன்பதிவோ ரத்தோ அனுப்பப்படாது.</translation>
        </message>
        <message>
            <source>{change} Nothing was sent.</source>
            <translation>{change} எதுவும் அனுப்பப்படவில்லை.</translation>
        </message>
        <message>
            <source>The service's certificate is not trusted on this PC.</source>
            <translation>சேவையின் சான்றிதழ் இந்த PC-யில் நம்பகமானதல்ல.</translation>
        </message>
        <message>
            <source>The service's answer is larger than {size}, far more than any answer it should give; it was not read further.</source>
            <translation>சேவையின் பதில் {size}-ஐ விடப் பெரியது, எந்தப் பதிலையும் விட மிக அதிகம்; மேலும் படிக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>The service did not answer within {seconds} seconds.</source>
            <translation>சேவை {seconds} விநாடிகளுக்குள் பதில் தரவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>API_TRANSPORT</name>
        <message>
            <source>The certificate this network presents is not for {host}; ask your IT to let Counterdesk reach {host} directly.</source>
            <translation>இந்த நெட்வொர்க் காட்டும் சான்றிதழ் {host}-க்கானது அல்ல; Counterdesk நேரடியாக {host}-ஐ அடைய அனுமதிக்குமாறு உங்கள் IT-யிடம் கேளுங்கள்.</translation>
        </message>
        <message>
            <source>The certificate presented for {host} has expired; check this PC's date and time, then ask your IT or the service's office to renew it.</source>
            <translation>{host}-க்குக் காட்டப்பட்ட சான்றிதழ் காலாவதியாகிவிட்டது; இந்த PC-யின் தேதி, நேரத்தைப் பாருங்கள், பிறகு புதுப்பிக்குமாறு உங்கள் IT-யிடம் அல்லது சேவையின் அலுவலகத்திடம் கேளுங்கள்.</translation>
        </message>
        <message>
            <source>This network replaces the service's certificate with one this PC does not trust; ask your IT to install their root certificate in this PC's certificate store, or to let Counterdesk reach {host} directly.</source>
            <translation>இந்த நெட்வொர்க் சேவையின் சான்றிதழை இந்த PC நம்பாத ஒன்றால் மாற்றுகிறது; அவர்களின் ரூட் சான்றிதழை இந்த PC-யின் சான்றிதழ் ஸ்டோரில் நிறுவுமாறு, அல்லது Counterdesk நேரடியாக {host}-ஐ அடைய அனுமதிக்குமாறு உங்கள் IT-யிடம் கேளுங்கள்.</translation>
        </message>
        <message>
            <source>Could not reach the service ({kind}: {detail}).</source>
            <translation>சேவையை அடைய முடியவில்லை ({kind}: {detail}).</translation>
        </message>
        <message>
            <source>Proxy: none (direct connection).</source>
            <translation>ப்ராக்ஸி: இல்லை (நேரடி இணைப்பு).</translation>
        </message>
        <message>
            <source>Proxy: the system's, {proxy} (from {source}).</source>
            <translation>ப்ராக்ஸி: கணினியுடையது, {proxy} ({source}-இலிருந்து).</translation>
        </message>
        <message>
            <source>the system's proxy settings</source>
            <translation>கணினியின் ப்ராக்ஸி அமைப்புகள்</translation>
        </message>
        <message>
            <source>The proxy setting {source} ({value}) is not a proxy address; Counterdesk connects without a proxy.</source>
            <translation>ப்ராக்ஸி அமைப்பு {source} ({value}) ஒரு ப்ராக்ஸி முகவரி அல்ல; Counterdesk ப்ராக்ஸி இல்லாமல் இணைகிறது.</translation>
        </message>
    </context>
    <context>
        <name>AVAILABILITY_PANEL</name>
        <message>
            <source>Type in the filter and press Enter to open the first match, or select an item and press Enter (or double-click it), to see its slots or departures; Enter again books the first bookable one.</source>
            <translation>வடிகட்டியில் தட்டச்சு செய்து Enter அழுத்தினால் முதல் பொருத்தம் திறக்கும், அல்லது ஒன்றைத் தேர்ந்தெடுத்து Enter அழுத்துங்கள் (அல்லது இருமுறை கிளிக் செய்யுங்கள்), அதன் ஸ்லாட்டுகள் அல்லது புறப்பாடுகளைப் பார்க்க; மீண்டும் Enter முதல் முன்பதிவு செய்யக்கூடியதை முன்பதிவு செய்யும்.</translation>
        </message>
    </context>
    <context>
        <name>BANK</name>
        <message>
            <source>“{cell}” is not a statement line</source>
            <translation>“{cell}” என்பது அறிக்கையின் வரி அல்ல</translation>
        </message>
        <message>
            <source>the date “{cell}” is not a date</source>
            <translation>தேதி “{cell}” ஒரு தேதி அல்ல</translation>
        </message>
        <message>
            <source>The file {name} cannot be opened: {problem}</source>
            <translation>கோப்பு {name} ஐத் திறக்க முடியவில்லை: {problem}</translation>
        </message>
        <message>
            <source>The file {name} is not an Excel workbook that can be read.</source>
            <translation>கோப்பு {name} படிக்கக்கூடிய Excel பணிப்புத்தகம் அல்ல.</translation>
        </message>
        <message>
            <source>Line {line}: {reason}.</source>
            <translation>வரி {line}: {reason}.</translation>
        </message>
        <message>
            <source>No header row of a known statement layout was found in the file's first {rows} rows: set which column holds what, and import it again.</source>
            <translation>கோப்பின் முதல் {rows} வரிசைகளில் தெரிந்த அறிக்கை வடிவின் தலைப்பு வரிசை இல்லை: எந்த நெடுவரிசையில் எது உள்ளது என்று அமைத்து, மீண்டும் இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>the amount “{cell}” is not an amount</source>
            <translation>தொகை “{cell}” ஒரு தொகை அல்ல</translation>
        </message>
        <message>
            <source>it needs one amount, a withdrawal or a deposit</source>
            <translation>இதற்கு ஒரே ஒரு தொகை தேவை, எடுப்பு அல்லது வைப்பு</translation>
        </message>
        <message>
            <source>The file {name} is larger than {limit} MB, more than any statement.</source>
            <translation>கோப்பு {name} {limit} MB-ஐ விடப் பெரியது, எந்த அறிக்கையையும் விட அதிகம்.</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} rows, more than any statement.</source>
            <translation>கோப்பு {name} இல் {limit} வரிசைகளுக்கு மேல் உள்ளன, எந்த அறிக்கையையும் விட அதிகம்.</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} columns, more than any statement.</source>
            <translation>கோப்பு {name} இல் {limit} நெடுவரிசைகளுக்கு மேல் உள்ளன, எந்த அறிக்கையையும் விட அதிகம்.</translation>
        </message>
        <message>
            <source>The workbook {name} unpacks to more than {limit} MB, more than any statement.</source>
            <translation>பணிப்புத்தகம் {name} விரித்தால் {limit} MB-க்கு மேல் ஆகிறது, எந்த அறிக்கையையும் விட அதிகம்.</translation>
        </message>
        <message>
            <source>The workbook {name} has more than {limit} parts, more than any statement.</source>
            <translation>பணிப்புத்தகம் {name} இல் {limit} பகுதிகளுக்கு மேல் உள்ளன, எந்த அறிக்கையையும் விட அதிகம்.</translation>
        </message>
        <message>
            <source>a cell is longer than {limit} characters</source>
            <translation>ஒரு கலம் {limit} எழுத்துகளை விட நீளமானது</translation>
        </message>
        <message>
            <source>the amount “{cell}” has more than {digits} digits before its point</source>
            <translation>தொகை “{cell}” இல் புள்ளிக்கு முன் {digits} இலக்கங்களுக்கு மேல் உள்ளன</translation>
        </message>
        <message>
            <source>a cell is not of the type it declares</source>
            <translation>ஒரு கலம் அது அறிவிக்கும் வகையில் இல்லை</translation>
        </message>
        <message>
            <source>The file {name} is not text in UTF-8, UTF-16 with its byte order mark or Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or XLSX, and import it again.</source>
            <translation>கோப்பு {name} UTF-8, பைட் வரிசைக் குறியுடன் UTF-16 அல்லது Windows-1252 உரையும் அல்ல, Excel பணிப்புத்தகமும் (.xlsx) அல்ல: அறிக்கையை CSV அல்லது XLSX ஆக ஏற்றுமதி செய்து, மீண்டும் இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>it is dated {day}, outside the statement's period, {first} to {last}</source>
            <translation>இதன் தேதி {day}, அறிக்கையின் காலம் {first} முதல் {last} வரைக்கு வெளியே</translation>
        </message>
        <message>
            <source>it is dated {day}, far from the statement's other rows</source>
            <translation>இதன் தேதி {day}, அறிக்கையின் மற்ற வரிசைகளிலிருந்து வெகு தொலைவில்</translation>
        </message>
        <message>
            <source>the amount “{cell}” says neither credit nor debit</source>
            <translation>தொகை “{cell}” வரவா பற்றா என்று சொல்லவில்லை</translation>
        </message>
        <message>
            <source>The account number {number} is not 6 to 20 digits.</source>
            <translation>கணக்கு எண் {number} 6 முதல் 20 இலக்கங்கள் இல்லை.</translation>
        </message>
        <message>
            <source>The IFSC {ifsc} is not four letters, a zero and six letters or digits.</source>
            <translation>IFSC {ifsc} நான்கு எழுத்துகள், ஒரு பூஜ்யம், ஆறு எழுத்துகள் அல்லது இலக்கங்கள் அல்ல.</translation>
        </message>
        <message>
            <source>This statement is of account {account}, which is not one of the agency's accounts in the settings ({accounts}): nothing of it was imported. If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), and import the statement again.</source>
            <translation>இந்த அறிக்கை கணக்கு {account} உடையது, இது அமைப்புகளில் உள்ள முகமையின் கணக்குகளில் ({accounts}) ஒன்றல்ல: இதில் எதுவும் இறக்குமதி செய்யப்படவில்லை. இது முகமையுடையது என்றால், அமைப்புகள், வங்கிக் கணக்குகளில் இதைச் சேர்த்து (மேற்பார்வையாளரின் PIN), அறிக்கையை மீண்டும் இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>This file carries rows of two accounts, {first} and {second}: a statement is of one account. Nothing of it was imported: download each account&apos;s statement apart and import each.</source>
            <translation>இந்தக் கோப்பில் இரண்டு கணக்குகளின், {first} மற்றும் {second}, வரிசைகள் உள்ளன: ஒரு அறிக்கை ஒரே கணக்கினுடையது. இதில் எதுவும் இறக்குமதி செய்யப்படவில்லை: ஒவ்வொரு கணக்கின் அறிக்கையையும் தனியாகப் பதிவிறக்கி, ஒவ்வொன்றையும் இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>The agency has declared no bank account, and a statement is read only against one of them: nothing of it was imported. Declare the agency&apos;s bank account in Settings, Bank accounts (a supervisor&apos;s PIN), then import the statement again.</source>
            <translation>முகமை எந்த வங்கிக் கணக்கையும் சேர்க்கவில்லை, அறிக்கை அவற்றில் ஒன்றுக்கு எதிராக மட்டுமே படிக்கப்படுகிறது: இதில் எதுவும் இறக்குமதி செய்யப்படவில்லை. அமைப்புகள், வங்கிக் கணக்குகளில் முகமையின் வங்கிக் கணக்கைச் சேர்த்து (மேற்பார்வையாளரின் PIN), அறிக்கையை மீண்டும் இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>{account} is not one of the agency's accounts in the settings.</source>
            <translation>{account} அமைப்புகளில் உள்ள முகமையின் கணக்குகளில் ஒன்றல்ல.</translation>
        </message>
        <message>
            <source>This statement names no account: choose which of the agency's it is of.</source>
            <translation>இந்த அறிக்கையில் கணக்கு எதுவும் இல்லை: இது முகமையின் எந்தக் கணக்கினுடையது என்று தேர்ந்தெடுக்கவும்.</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its balance {balance} of {day}, line {line}, is not what the lines before it come to, {reached}: {gap} unaccounted for. Nothing of it is kept: export it again from the bank.</source>
            <translation>அறிக்கை {name} நிராகரிக்கப்பட்டது: {day} இன் இருப்பு {balance}, வரி {line}, அதற்கு முந்தைய வரிகளின் கூட்டுத்தொகை {reached} உடன் பொருந்தவில்லை: {gap} கணக்கில் இல்லை. இதில் எதுவும் வைக்கப்படவில்லை: வங்கியிலிருந்து மீண்டும் ஏற்றுமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>Line {line}, of {amount}, is the difference.</source>
            <translation>வரி {line}, {amount} மதிப்புடையது, இதுவே வித்தியாசம்.</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} has no balance, though its other rows carry one. Nothing of it is kept: export it again from the bank.</source>
            <translation>அறிக்கை {name} நிராகரிக்கப்பட்டது: வரி {line} இல் இருப்பு இல்லை, அதன் மற்ற வரிசைகளில் உள்ளது. இதில் எதுவும் வைக்கப்படவில்லை: வங்கியிலிருந்து மீண்டும் ஏற்றுமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} cannot be read ({reason}), and the running balance does not hold across it, at line {after}. Nothing of it is kept: export it again from the bank.</source>
            <translation>அறிக்கை {name} நிராகரிக்கப்பட்டது: வரி {line} ஐப் படிக்க முடியவில்லை ({reason}), அதைத் தாண்டி வரி {after} இல் நடப்பு இருப்பு பொருந்தவில்லை. இதில் எதுவும் வைக்கப்படவில்லை: வங்கியிலிருந்து மீண்டும் ஏற்றுமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its running balance breaks at line {line}, whose balance {balance} is not the balance before it, {before}, with its amount {amount}. Nothing of it is kept: export it again from the bank.</source>
            <translation>அறிக்கை {name} நிராகரிக்கப்பட்டது: அதன் நடப்பு இருப்பு வரி {line} இல் உடைகிறது, அதன் இருப்பு {balance} முந்தைய இருப்பு {before} உடன் அதன் தொகை {amount} சேர்ந்ததல்ல. இதில் எதுவும் வைக்கப்படவில்லை: வங்கியிலிருந்து மீண்டும் ஏற்றுமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>it is dated {day}, after the day it is imported, {today}</source>
            <translation>இதன் தேதி {day}, இறக்குமதி செய்யப்படும் நாள் {today} க்குப் பிறகு</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT</name>
        <message>
            <source>Which account is this statement of?</source>
            <translation>இந்த அறிக்கை எந்தக் கணக்கினுடையது?</translation>
        </message>
        <message>
            <source>{name} names no account number. Choose the agency's account it is of: its rows prove sales only as that account's.</source>
            <translation>{name} இல் கணக்கு எண் இல்லை. இது முகமையின் எந்தக் கணக்கினுடையது என்று தேர்ந்தெடுக்கவும்: அதன் வரிகள் அந்தக் கணக்கினுடையவையாக மட்டுமே விற்பனையை நிரூபிக்கும்.</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>கணக்கு (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Import as this account's</source>
            <translation>இந்தக் கணக்கினுடையதாக இறக்குமதி செய் (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Choose the account.</source>
            <translation>கணக்கைத் தேர்ந்தெடுக்கவும்.</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED</name>
        <message>
            <source>Bank charge</source>
            <translation>வங்கிக் கட்டணம்</translation>
        </message>
        <message>
            <source>GST on a bank charge</source>
            <translation>வங்கிக் கட்டணத்தின் மீது GST</translation>
        </message>
        <message>
            <source>Cash deposit</source>
            <translation>பண வைப்பு</translation>
        </message>
        <message>
            <source>Posted in the books</source>
            <translation>கணக்கேட்டில் பதிவானது</translation>
        </message>
        <message>
            <source>Posted, its GST to input credit</source>
            <translation>பதிவானது, இதன் GST உள்ளீட்டு வரவில்</translation>
        </message>
        <message>
            <source>Posted all as an expense: the scheme allows no input credit</source>
            <translation>முழுதும் செலவாகப் பதிவானது: திட்டத்தில் உள்ளீட்டு வரவு இல்லை</translation>
        </message>
        <message>
            <source>Not posted yet</source>
            <translation>இன்னும் பதிவாகவில்லை</translation>
        </message>
        <message>
            <source>Cash banked at the close</source>
            <translation>முடிவில் வங்கியில் செலுத்திய பணம்</translation>
        </message>
        <message>
            <source>Waiting for a supervisor</source>
            <translation>மேற்பார்வையாளருக்காகக் காத்திருக்கிறது</translation>
        </message>
        <message>
            <source>No close banked this amount</source>
            <translation>பொருந்தும் முடிவு இல்லை</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED_PANEL</name>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>வரி</translation>
        </message>
        <message>
            <source>Accounted</source>
            <translation>கணக்கு</translation>
        </message>
        <message>
            <source>Banked on</source>
            <translation>செலுத்திய நாள்</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>விவரம்</translation>
        </message>
        <message>
            <source>No bank charge or cash deposit in the statements.</source>
            <translation>அறிக்கைகளில் வங்கிக் கட்டணமோ பண வைப்போ இல்லை.</translation>
        </message>
        <message>
            <source>Con&amp;firm the cash deposit…</source>
            <translation>பண வைப்பை உறுதிசெய் (&amp;F)…</translation>
        </message>
        <message>
            <source>A supervisor confirms the close whose cash the chosen deposit is</source>
            <translation>தேர்ந்த வைப்பு எந்த முடிவின் பணம் என்பதை மேற்பார்வையாளர் உறுதிசெய்கிறார்</translation>
        </message>
        <message>
            <source>Lines a rule accounts for: never the proof of a sale.</source>
            <translation>விதிப்படி கணக்கில் வந்த வரிகள்: எந்த விற்பனைக்கும் சான்று அல்ல.</translation>
        </message>
        <message>
            <source>Bank charges and cash deposits</source>
            <translation>வங்கிக் கட்டணங்களும் பண வைப்புகளும்</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT_SETTINGS</name>
        <message>
            <source>The agency's bank accounts</source>
            <translation>முகமையின் வங்கிக் கணக்குகள்</translation>
        </message>
        <message>
            <source>A bank statement proves sales only when it is of one of these accounts: one of another account is refused, and one naming none is asked for. A supervisor's PIN changes them.</source>
            <translation>வங்கி அறிக்கை இந்தக் கணக்குகளில் ஒன்றினுடையதாக இருந்தால் மட்டுமே விற்பனையை நிரூபிக்கும்: வேறு கணக்கின் அறிக்கை மறுக்கப்படும், கணக்கு குறிப்பிடாத அறிக்கைக்குக் கேட்கப்படும். மேற்பார்வையாளரின் PIN மட்டுமே இவற்றை மாற்றும்.</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>கணக்கு எண்</translation>
        </message>
        <message>
            <source>IFSC</source>
            <translation>IFSC</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>&amp;Add an account</source>
            <translation>கணக்கைச் சேர் (&amp;A)</translation>
        </message>
        <message>
            <source>Re&amp;move the account chosen</source>
            <translation>தேர்ந்தெடுத்த கணக்கை நீக்கு (&amp;M)</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS</name>
        <message>
            <source>Rent and office expenses</source>
            <translation>வாடகை மற்றும் அலுவலகச் செலவுகள்</translation>
        </message>
        <message>
            <source>Partner wallet top-up</source>
            <translation>கூட்டாளர் வாலெட் டாப்-அப்</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>வங்கிக் கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>வங்கி வட்டி</translation>
        </message>
        <message>
            <source>Owner&apos;s capital and drawings</source>
            <translation>உரிமையாளர் மூலதனம் மற்றும் எடுப்புகள்</translation>
        </message>
        <message>
            <source>in</source>
            <translation>வரவு</translation>
        </message>
        <message>
            <source>out</source>
            <translation>செலவு</translation>
        </message>
        <message>
            <source>Opening balance of the statement</source>
            <translation>அறிக்கையின் தொடக்க இருப்பு</translation>
        </message>
        <message>
            <source>{day}: {amount} {direction}, {narration}</source>
            <translation>{day}: {amount} {direction}, {narration}</translation>
        </message>
        <message>
            <source>{line} booked to {account}: {narration}</source>
            <translation>{line} — {account} கணக்கில் பதிவு: {narration}</translation>
        </message>
        <message>
            <source>in the bank</source>
            <translation>வங்கியில் உள்ளது</translation>
        </message>
        <message>
            <source>overdrawn</source>
            <translation>மிகைப் பற்று</translation>
        </message>
        <message>
            <source>Balance as per the books on {day}</source>
            <translation>{day} அன்று கணக்குப்படி இருப்பு</translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the bank (%n)</source>
            <translation>
                <numerusform>வங்கியில் பிரதிபலிக்காத தொகைகள் (%n)</numerusform>
                <numerusform>வங்கியில் பிரதிபலிக்காத தொகைகள் (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the books (%n)</source>
            <translation>
                <numerusform>கணக்கில் பிரதிபலிக்காத தொகைகள் (%n)</numerusform>
                <numerusform>கணக்கில் பிரதிபலிக்காத தொகைகள் (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Closing balance as per the statement</source>
            <translation>அறிக்கைப்படி இறுதி இருப்பு</translation>
        </message>
        <message>
            <source>Not explained</source>
            <translation>விளக்கப்படாதது</translation>
        </message>
        <message>
            <source>Statements naming no account</source>
            <translation>எந்தக் கணக்கையும் குறிப்பிடாத அறிக்கைகள்</translation>
        </message>
        <message>
            <source>Account {number}</source>
            <translation>கணக்கு {number}</translation>
        </message>
        <message>
            <source>The books and the statement agree to the paisa.</source>
            <translation>கணக்கும் அறிக்கையும் பைசா வரை ஒத்துப்போகின்றன.</translation>
        </message>
        <message>
            <source>The books and the statement differ by {amount} that nothing listed explains: a row missing from the statements kept, or a closing balance misread.</source>
            <translation>கணக்குக்கும் அறிக்கைக்கும் {amount} வேறுபாடு, பட்டியலில் எதுவும் அதை விளக்கவில்லை: வைத்திருக்கும் அறிக்கைகளில் ஒரு வரி விடுபட்டுள்ளது, அல்லது இறுதி இருப்பு தவறாகப் படிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>{first} முதல் {last} வரை</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance rose by {amount}: import the statement of those days.</source>
            <translation>வைத்திருக்கும் எந்த அறிக்கையிலும் {days} இல்லை, அந்நாட்களில் இருப்பு {amount} உயர்ந்தது: அந்நாட்களின் அறிக்கையை இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance fell by {amount}: import the statement of those days.</source>
            <translation>வைத்திருக்கும் எந்த அறிக்கையிலும் {days} இல்லை, அந்நாட்களில் இருப்பு {amount} குறைந்தது: அந்நாட்களின் அறிக்கையை இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>The statement from {first} does not open at the closing balance of the one to {last}: rows of those days are missing, a difference of {amount}.</source>
            <translation>{first} முதல் தொடங்கும் அறிக்கை {last} வரையிலான அறிக்கையின் இறுதி இருப்பில் தொடங்கவில்லை: அந்நாட்களின் வரிகள் விடுபட்டுள்ளன, {amount} வேறுபாடு.</translation>
        </message>
        <message>
            <source>Choose the account the line is booked to.</source>
            <translation>இந்த வரி பதிவாகும் கணக்கைத் தேர்ந்தெடுக்கவும்.</translation>
        </message>
        <message>
            <source>Type the narration: what the money was for.</source>
            <translation>விவரம் எழுதவும்: இந்தப் பணம் எதற்காக.</translation>
        </message>
        <message>
            <source>The line is booked already.</source>
            <translation>இந்த வரி ஏற்கெனவே பதிவாகியுள்ளது.</translation>
        </message>
        <message>
            <source>The line is accounted for already.</source>
            <translation>இந்த வரிக்கு ஏற்கெனவே கணக்கு உள்ளது.</translation>
        </message>
        <message>
            <source>The line has no entry in the books to undo.</source>
            <translation>இந்த வரிக்குத் திரும்பப்பெற பதிவு எதுவும் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS_PANEL</name>
        <message>
            <source>Left over</source>
            <translation>மீதம்</translation>
        </message>
        <message>
            <source>Account reconciled</source>
            <translation>சரிபார்க்கப்பட்ட கணக்கு</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>திசை</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>விவரம்</translation>
        </message>
        <message>
            <source>Booked to</source>
            <translation>பதிவான கணக்கு</translation>
        </message>
        <message>
            <source>No statement states its closing balance yet.</source>
            <translation>இன்னும் எந்த அறிக்கையிலும் இறுதி இருப்பு இல்லை.</translation>
        </message>
        <message>
            <source>Lines left over and booked</source>
            <translation>மீதமுள்ள மற்றும் பதிவான வரிகள்</translation>
        </message>
        <message>
            <source>Every line is accounted for.</source>
            <translation>ஒவ்வொரு வரிக்கும் கணக்கு உள்ளது.</translation>
        </message>
        <message>
            <source>Boo&amp;k to an account…</source>
            <translation>கணக்கில் பதிவு செய் (&amp;K)…</translation>
        </message>
        <message>
            <source>U&amp;ndo the entry</source>
            <translation>பதிவைத் திரும்பப்பெறு (&amp;N)</translation>
        </message>
        <message>
            <source>Balance and lines left over</source>
            <translation>இருப்பு, மீதமுள்ள வரிகள்</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) left over.</source>
            <translation>
                <numerusform>%n வரி மீதம்.</numerusform>
                <numerusform>%n வரிகள் மீதம்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>அறிக்கையின் வரியைப் பதிவு செய்</translation>
        </message>
        <message>
            <source>e.g. office rent for December</source>
            <translation>எ.கா. டிசம்பர் அலுவலக வாடகை</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>கணக்கு (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>விவரம் (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Book</source>
            <translation>பதிவு செய் (&amp;B)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
    </context>
    <context>
        <name>BANK_CONTROLLER</name>
        <message>
            <source>The statement was not imported: {reason}</source>
            <translation>அறிக்கை இறக்குமதி ஆகவில்லை: {reason}</translation>
        </message>
        <message>
            <source>{reference} {amount}: {outcome}, {detail}</source>
            <translation>{reference} {amount}: {outcome}, {detail}</translation>
        </message>
    </context>
    <context>
        <name>BANK_DEPOSIT</name>
        <message>
            <source>Which close's cash is this deposit?</source>
            <translation>இந்த வைப்பு எந்த முடிவின் பணம்?</translation>
        </message>
        <message>
            <source>The cash deposit of {amount} on {day} may be the cash banked at any of these closes. Choose the one the deposit slip names.</source>
            <translation>{day} அன்றைய {amount} பண வைப்பு இந்த முடிவுகளில் எதிலும் வங்கியில் செலுத்திய பணமாக இருக்கலாம். வைப்புச் சீட்டில் உள்ளதைத் தேர்ந்தெடுக்கவும்.</translation>
        </message>
        <message>
            <source>The close of {day}: {amount} banked</source>
            <translation>{day} முடிவு: {amount} வங்கியில் செலுத்தியது</translation>
        </message>
        <message>
            <source>&amp;Banked on</source>
            <translation>செலுத்திய நாள் (&amp;B)</translation>
        </message>
        <message>
            <source>C&amp;onfirm</source>
            <translation>உறுதிசெய் (&amp;O)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
    </context>
    <context>
        <name>BANK_DESK</name>
        <message>
            <source>the import stopped before it passed on every row.</source>
            <translation>ஒவ்வொரு வரியையும் அனுப்பும் முன்பே இறக்குமதி நின்றுவிட்டது.</translation>
        </message>
        <message>
            <source>Type the other reference, or the reason.</source>
            <translation>மற்ற குறிப்பெண்ணை, அல்லது காரணத்தை எழுதவும்.</translation>
        </message>
        <message>
            <source>Cash deposit of {amount} on {day}: the cash banked at the close of {closed}</source>
            <translation>{day} அன்று {amount} பண வைப்பு: {closed} முடிவில் வங்கியில் செலுத்திய பணம்</translation>
        </message>
        <message>
            <source>The statement shows {amount} for this reference on {day}.</source>
            <translation>அறிக்கையில் இந்தக் குறிப்பெண்ணுக்கு {day} அன்று {amount} உள்ளது.</translation>
        </message>
        <message>
            <source>This reference is a credit of {day}, or proves another sale: reused?</source>
            <translation>இந்தக் குறிப்பெண் {day} அன்றைய வரவு, அல்லது வேறு விற்பனையை உறுதிசெய்கிறது: மீண்டும் பயன்படுத்தப்பட்டதா?</translation>
        </message>
        <message>
            <source>Proved by hand.</source>
            <translation>கைமுறையாக உறுதிசெய்யப்பட்டது.</translation>
        </message>
        <message>
            <source>Received under another reference</source>
            <translation>வேறு குறிப்பெண்ணில் வந்தது</translation>
        </message>
        <message>
            <source>Customer still owes it</source>
            <translation>வாடிக்கையாளர் இன்னும் செலுத்த வேண்டும்</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>தள்ளுபடி செய்யப்பட்டது</translation>
        </message>
        <message>
            <source>Paid over: the excess owed back to the customer</source>
            <translation>கூடுதலாகச் செலுத்தப்பட்டது: கூடுதல் தொகை வாடிக்கையாளருக்குத் திருப்பித் தர வேண்டும்</translation>
        </message>
        <message numerus="yes">
            <source>{layout}: %n row(s) read, {new} new.</source>
            <translation>
                <numerusform>{layout}: %n வரிசை படிக்கப்பட்டது, {new} புதியது.</numerusform>
                <numerusform>{layout}: %n வரிசைகள் படிக்கப்பட்டன, {new} புதியவை.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) proved by them.</source>
            <translation>
                <numerusform>அதனால் %n கட்டணம் உறுதி.</numerusform>
                <numerusform>அவற்றால் %n கட்டணங்கள் உறுதி.</numerusform>
            </translation>
        </message>
        <message>
            <source>No credit of the statements free to prove it carries {reference}.</source>
            <translation>இதை உறுதிசெய்ய {reference} கொண்ட வேறு வரவு அறிக்கைகளில் இல்லை.</translation>
        </message>
        <message>
            <source>The statement shows no more than the payment under its reference: there is no excess to accept.</source>
            <translation>இந்தக் குறிப்பில் அறிக்கை கட்டணத்தை விட அதிகம் காட்டவில்லை: ஏற்க கூடுதல் தொகை இல்லை.</translation>
        </message>
        <message>
            <source>The statement's row carrying {reference} is for {amount}, not {expected}.</source>
            <translation>{reference} கொண்ட அறிக்கை வரிசை {amount}க்கு உரியது, {expected}க்கு அல்ல.</translation>
        </message>
        <message>
            <source>{count} new in the agency store, for every counter.</source>
            <translation>ஏஜென்சி ஸ்டோரில் {count} புதியவை, ஒவ்வொரு கவுண்டருக்கும்.</translation>
        </message>
        <message>
            <source>Not shared with the agency store: {reason}</source>
            <translation>ஏஜென்சி ஸ்டோருடன் பகிரப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>it awaits a supervisor&apos;s acceptance; its rows are shared once accepted.</source>
            <translation>இது மேற்பார்வையாளரின் ஏற்புக்குக் காத்திருக்கிறது; ஏற்றதும் இதன் வரிகள் பகிரப்படும்.</translation>
        </message>
        <message>
            <source>The agency store does not answer: these standings are this counter's own matching of its statements, and may change once the store answers and the day close sees every counter's payments.</source>
            <translation>ஏஜென்சி ஸ்டோர் பதில் தரவில்லை: இந்த நிலைகள் இந்தக் கவுண்டர் தன் அறிக்கைகளுடன் செய்த பொருத்தம் மட்டுமே; ஸ்டோர் பதில் தந்து, ஏஜென்சி நாள் முடிவு ஒவ்வொரு கவுண்டரின் கட்டணங்களையும் பார்த்ததும் இவை மாறலாம்.</translation>
        </message>
        <message>
            <source>The statement of account {account}.</source>
            <translation>கணக்கு {account} இன் அறிக்கை.</translation>
        </message>
        <message>
            <source>Charged back: the bank took {amount} back on {day}; the payment is proved no more.</source>
            <translation>சார்ஜ்பேக்: வங்கி {day} அன்று {amount} ஐத் திரும்ப எடுத்தது; இந்தப் பணம் இனி நிரூபிக்கப்பட்டதல்ல.</translation>
        </message>
        <message>
            <source>Returned: the bank sent {amount} of the refund back on {day}; the customer is owed it again.</source>
            <translation>திரும்பி வந்தது: வங்கி {day} அன்று ரீஃபண்டின் {amount} ஐத் திருப்பி அனுப்பியது; இந்தத் தொகை மீண்டும் வாடிக்கையாளருக்குத் தர வேண்டியது.</translation>
        </message>
        <message>
            <source>The rows carrying {references} add up to {amount}, not {expected}: a settlement must add up to the paisa.</source>
            <translation>{references} உள்ள வரிகளின் கூட்டுத்தொகை {amount}, {expected} அல்ல: தீர்வு பைசா வரை பொருந்த வேண்டும்.</translation>
        </message>
        <message>
            <source>Reference not on the statement.</source>
            <translation>குறிப்பெண் அறிக்கையில் இல்லை.</translation>
        </message>
        <message>
            <source>A credit of {amount} on {day} from {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} அன்று {payer} இடமிருந்து {amount} வரவு வேறு குறிப்பெண் {reference} உடன் உள்ளது: இது பரிந்துரை, சான்று அல்ல. மேற்பார்வையாளர் முடிவு செய்வார்.</translation>
        </message>
        <message>
            <source>A debit of {amount} on {day} to {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} அன்று {payer} க்கு {amount} பற்று வேறு குறிப்பெண் {reference} உடன் உள்ளது: இது பரிந்துரை, சான்று அல்ல. மேற்பார்வையாளர் முடிவு செய்வார்.</translation>
        </message>
        <message>
            <source>The sale's customer: {customer}.</source>
            <translation>விற்பனையின் வாடிக்கையாளர்: {customer}.</translation>
        </message>
        <message>
            <source>This statement carries no balances, so its rows cannot be checked against each other; its payments are not proved until a supervisor accepts it.</source>
            <translation>இந்த அறிக்கையில் இருப்பு எதுவும் இல்லை, எனவே அதன் வரிசைகளை ஒன்றோடொன்று சரிபார்க்க முடியாது; மேற்பார்வையாளர் ஏற்கும் வரை அதன் கட்டணங்கள் உறுதியாகாது.</translation>
        </message>
        <message numerus="yes">
            <source>The statement {file} ({account}, imported {day}, %n row(s)) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</source>
            <translation>
                <numerusform>அறிக்கை {file} ({account}, {day} அன்று இறக்குமதி, %n வரிசை) மேற்பார்வையாளரின் ஏற்புக்காகக் காத்திருக்கிறது: அதில் இருப்பு எதுவும் இல்லை, எனவே அதன் கட்டணங்கள் உறுதியாகவில்லை.</numerusform>
                <numerusform>அறிக்கை {file} ({account}, {day} அன்று இறக்குமதி, %n வரிசைகள்) மேற்பார்வையாளரின் ஏற்புக்காகக் காத்திருக்கிறது: அதில் இருப்பு எதுவும் இல்லை, எனவே அதன் கட்டணங்கள் உறுதியாகவில்லை.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{file} ({account}, imported {day}, %n row(s)) accepted as the bank's statement</source>
            <translation>
                <numerusform>{file} ({account}, {day} அன்று இறக்குமதி, %n வரிசை) வங்கியின் அறிக்கையாக ஏற்கப்பட்டது</numerusform>
                <numerusform>{file} ({account}, {day} அன்று இறக்குமதி, %n வரிசைகள்) வங்கியின் அறிக்கையாக ஏற்கப்பட்டது</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BANK_LOOKUP</name>
        <message>
            <source>Proved by the statement, by its reference</source>
            <translation>அறிக்கையால் உறுதி, அதன் குறிப்பெண்ணால்</translation>
        </message>
        <message>
            <source>Proved by hand, by a supervisor</source>
            <translation>கைமுறையாக உறுதி, மேற்பார்வையாளரால்</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>இன்னும் அறிக்கையில் இல்லை</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>சந்தேகம்</translation>
        </message>
        <message>
            <source>{tender} {amount}, reference {reference}, taken {moment}</source>
            <translation>{tender} {amount}, குறிப்பு எண் {reference}, {moment} அன்று பெறப்பட்டது</translation>
        </message>
        <message>
            <source>Statement: {amount} on {day}, reference {reference}, from {payer}. {narration}</source>
            <translation>அறிக்கை: {day} அன்று {amount}, குறிப்பு எண் {reference}, செலுத்தியவர் {payer}. {narration}</translation>
        </message>
        <message>
            <source>Reported by the app, payout not yet in the bank</source>
            <translation>செயலி தெரிவித்தது, பணம் இன்னும் வங்கியில் வரவில்லை</translation>
        </message>
        <message>
            <source>In a statement awaiting a supervisor's acceptance</source>
            <translation>மேற்பார்வையாளரின் ஏற்புக்காகக் காத்திருக்கும் அறிக்கையில்</translation>
        </message>
    </context>
    <context>
        <name>BANK_MAPPING</name>
        <message>
            <source>&amp;Date</source>
            <translation>தேதி (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Time</source>
            <translation>நேரம் (&amp;T)</translation>
        </message>
        <message>
            <source>Pa&amp;yer (name or UPI ID)</source>
            <translation>செலுத்தியவர் (பெயர் அல்லது UPI ID) (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>விவரம் (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Reference (UTR, RRN)</source>
            <translation>குறிப்பெண் (UTR, RRN) (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Withdrawal (money out)</source>
            <translation>எடுப்பு (பணம் வெளியே) (&amp;W)</translation>
        </message>
        <message>
            <source>De&amp;posit (money in)</source>
            <translation>வைப்பு (பணம் உள்ளே) (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Amount (one column)</source>
            <translation>தொகை (ஒரே நெடுவரிசை) (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Cr/Dr column</source>
            <translation>Cr/Dr நெடுவரிசை (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Balance</source>
            <translation>இருப்பு (&amp;B)</translation>
        </message>
        <message>
            <source>Which column holds what</source>
            <translation>எந்த நெடுவரிசையில் எது</translation>
        </message>
        <message>
            <source>{name} is of no bank layout this counter knows. Choose which of its columns holds each figure: the choice is kept for the next file of that bank.</source>
            <translation>{name} இந்தக் கவுண்டருக்குத் தெரிந்த எந்த வங்கி வடிவிலும் இல்லை. எந்த நெடுவரிசையில் எந்த எண் உள்ளது என்று தேர்ந்தெடுக்கவும்: இந்தத் தேர்வு அந்த வங்கியின் அடுத்த கோப்புக்கு வைக்கப்படும்.</translation>
        </message>
        <message>
            <source>&amp;Import with these columns</source>
            <translation>இந்த நெடுவரிசைகளுடன் இறக்குமதி செய் (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Choose the date, and either the one amount column or both the withdrawal and the deposit columns.</source>
            <translation>தேதியைத் தேர்ந்தெடுக்கவும், மேலும் ஒரே தொகை நெடுவரிசை அல்லது எடுப்பு, வைப்பு இரண்டு நெடுவரிசைகளையும்.</translation>
        </message>
        <message>
            <source>Pay&amp;out&apos;s reference (settlement UTR)</source>
            <translation>பேஅவுட்டின் குறிப்பு (செட்டில்மென்ட் UTR) (&amp;O)</translation>
        </message>
        <message>
            <source>The app&apos;s &amp;fee</source>
            <translation>ஆப்பின் கட்டணம் (&amp;F)</translation>
        </message>
        <message>
            <source>Ta&amp;x on the fee</source>
            <translation>கட்டணத்தின் மீதான வரி (&amp;X)</translation>
        </message>
        <message>
            <source>N&amp;et (what reaches the bank)</source>
            <translation>நிகரம் (வங்கிக்கு வருவது) (&amp;E)</translation>
        </message>
        <message>
            <source>Report&apos;s payment&amp;s</source>
            <translation>அறிக்கையின் பணம் செலுத்தல்கள் (&amp;S)</translation>
        </message>
        <message>
            <source>Columns saved for {name}</source>
            <translation>{name} க்காகச் சேமித்த நெடுவரிசைகள்</translation>
        </message>
    </context>
    <context>
        <name>BANK_MODEL</name>
        <message>
            <source>Taken</source>
            <translation>பெறப்பட்டது</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>ரசீது</translation>
        </message>
        <message>
            <source>Tender</source>
            <translation>கட்டண முறை</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>குறிப்பெண்</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>ஏன்</translation>
        </message>
        <message>
            <source>Payer</source>
            <translation>செலுத்தியவர்</translation>
        </message>
        <message>
            <source>Resolved</source>
            <translation>தீர்வு</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>விவரம்</translation>
        </message>
        <message>
            <source>App</source>
            <translation>செயலி</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Credited</source>
            <translation>வரவு வைத்தது</translation>
        </message>
        <message>
            <source>Report says</source>
            <translation>அறிக்கைப்படி</translation>
        </message>
        <message>
            <source>Settles</source>
            <translation>எந்தக் கட்டணங்களுக்கு</translation>
        </message>
        <message>
            <source>Arrived</source>
            <translation>வந்ததா</translation>
        </message>
        <message>
            <source>{tender} refund</source>
            <translation>{tender} ரீஃபண்ட்</translation>
        </message>
    </context>
    <context>
        <name>BANK_PANEL</name>
        <message>
            <source>Details</source>
            <translation>விவரங்கள்</translation>
        </message>
        <message>
            <source>S&amp;top the import</source>
            <translation>இறக்குமதியை நிறுத்து (&amp;T)</translation>
        </message>
        <message>
            <source>Import it &amp;again</source>
            <translation>மீண்டும் இறக்குமதி செய் (&amp;A)</translation>
        </message>
        <message>
            <source>I&amp;mport a statement…</source>
            <translation>அறிக்கையை இறக்குமதி செய் (&amp;M)…</translation>
        </message>
        <message>
            <source>The bank's statement or a UPI settlement report (CSV, Excel, MT940): each UPI and bank payment of the till is matched to its credit</source>
            <translation>வங்கி அறிக்கை அல்லது UPI செட்டில்மென்ட் அறிக்கை (CSV, Excel, MT940): கல்லாவின் ஒவ்வொரு UPI, வங்கிக் கட்டணமும் அதன் வரவுடன் பொருத்தப்படும்</translation>
        </message>
        <message>
            <source>Import the bank's statement to prove the UPI and bank takings.</source>
            <translation>UPI, வங்கி வசூலை உறுதிசெய்ய வங்கி அறிக்கையை இறக்குமதி செய்யவும்.</translation>
        </message>
        <message>
            <source>Proved</source>
            <translation>உறுதி</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>இன்னும் அறிக்கையில் இல்லை</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>சந்தேகம்</translation>
        </message>
        <message>
            <source>Customer still owes</source>
            <translation>வாடிக்கையாளர் இன்னும் செலுத்த வேண்டும்</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>தள்ளுபடி செய்யப்பட்டது</translation>
        </message>
        <message>
            <source>Payments questioned</source>
            <translation>சந்தேகமான கட்டணங்கள்</translation>
        </message>
        <message>
            <source>No payment is questioned.</source>
            <translation>எந்தக் கட்டணமும் சந்தேகத்தில் இல்லை.</translation>
        </message>
        <message>
            <source>Re&amp;solve…</source>
            <translation>தீர் (&amp;S)…</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>தேடலில் திற (&amp;L)</translation>
        </message>
        <message>
            <source>Credits that match no sale</source>
            <translation>எந்த விற்பனைக்கும் பொருந்தாத வரவுகள்</translation>
        </message>
        <message>
            <source>Every credit matches a sale.</source>
            <translation>ஒவ்வொரு வரவும் ஒரு விற்பனைக்குப் பொருந்துகிறது.</translation>
        </message>
        <message>
            <source>Import a statement</source>
            <translation>அறிக்கையை இறக்குமதி செய்</translation>
        </message>
        <message>
            <source>Statements</source>
            <translation>அறிக்கைகள்</translation>
        </message>
        <message>
            <source>Reading the statement…</source>
            <translation>அறிக்கை படிக்கப்படுகிறது…</translation>
        </message>
        <message>
            <source>Payouts of the payment apps</source>
            <translation>கட்டணச் செயலிகளின் பணவழங்கல்கள்</translation>
        </message>
        <message>
            <source>No settlement report names a payout yet.</source>
            <translation>இன்னும் எந்தத் தீர்வு அறிக்கையிலும் பணவழங்கல் இல்லை.</translation>
        </message>
        <message>
            <source>Credits that match no sale, or the payment apps' payouts</source>
            <translation>எந்த விற்பனைக்கும் பொருந்தாத வரவுகள், அல்லது கட்டணச் செயலிகளின் பணவழங்கல்கள்</translation>
        </message>
        <message>
            <source>No statement imported yet.</source>
            <translation>இன்னும் எந்த அறிக்கையும் இறக்குமதி செய்யப்படவில்லை.</translation>
        </message>
        <message>
            <source>{tender} takings</source>
            <translation>{tender} வரவுகள்</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Settl&amp;e with credits…</source>
            <translation>வரவுகளால் தீர் (&amp;E)…</translation>
        </message>
    </context>
    <context>
        <name>BANK_UNCHECKED</name>
        <message>
            <source>Accept the stateme&amp;nt…</source>
            <translation>அறிக்கையை ஏற்கவும் (&amp;N)…</translation>
        </message>
    </context>
    <context>
        <name>BANK_PAYOUTS</name>
        <message numerus="yes">
            <source>%n payment(s)</source>
            <translation>
                <numerusform>%n கட்டணம்</numerusform>
                <numerusform>%n கட்டணங்கள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n ரீஃபண்ட்</numerusform>
                <numerusform>%n ரீஃபண்ட்கள்</numerusform>
            </translation>
        </message>
        <message>
            <source>{payments}: {amount}</source>
            <translation>{payments}: {amount}</translation>
        </message>
        <message>
            <source>Arrived in full</source>
            <translation>முழுதும் வந்தது</translation>
        </message>
        <message>
            <source>{amount} missing</source>
            <translation>{amount} குறைவாக வந்தது</translation>
        </message>
        <message>
            <source>{amount} more than the report says</source>
            <translation>அறிக்கையில் உள்ளதை விட {amount} அதிகம் வந்தது</translation>
        </message>
        <message>
            <source>No credit of the bank statements carries it: {amount} missing</source>
            <translation>வங்கி அறிக்கையின் எந்த வரவிலும் இது இல்லை: {amount} வரவில்லை</translation>
        </message>
        <message>
            <source>Not in the bank statement yet</source>
            <translation>இன்னும் வங்கி அறிக்கையில் இல்லை</translation>
        </message>
        <message>
            <source>{amount} missing: a fee the report does not show</source>
            <translation>{amount} குறைவாக வந்தது: அறிக்கையில் இல்லாத ஒரு கட்டணம்</translation>
        </message>
    </context>
    <context>
        <name>BANK_PROOFS</name>
        <message>
            <source>UPI and bank payments</source>
            <translation>UPI மற்றும் வங்கி கட்டணங்கள்</translation>
        </message>
    </context>
    <context>
        <name>BANK_RESOLVE</name>
        <message>
            <source>{tender} {amount}, reference {reference}, receipt {receipt}.</source>
            <translation>{tender} {amount}, குறிப்பெண் {reference}, ரசீது {receipt}.</translation>
        </message>
        <message>
            <source>Reference or reason</source>
            <translation>குறிப்பெண் அல்லது காரணம்</translation>
        </message>
        <message>
            <source>&amp;Reference or reason</source>
            <translation>குறிப்பெண் அல்லது காரணம் (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Resolve</source>
            <translation>தீர் (&amp;R)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>e.g. pays at the counter on Friday</source>
            <translation>எ.கா. வெள்ளிக்கிழமை கவுண்டரில் செலுத்துவார்</translation>
        </message>
        <message>
            <source>why it is written off</source>
            <translation>தள்ளுபடி செய்யும் காரணம்</translation>
        </message>
        <message>
            <source>e.g. paid a rupee over; to be given back</source>
            <translation>எ.கா. ஒரு ரூபாய் கூடுதலாகச் செலுத்தினார்; திருப்பித் தர வேண்டும்</translation>
        </message>
        <message>
            <source>the reference the credit carries; paid in several transfers, each one's</source>
            <translation>வரவின் குறிப்பெண்; பல பரிமாற்றங்களில் செலுத்தியிருந்தால் ஒவ்வொன்றினுடையதும்</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE</name>
        <message>
            <source>Payments chosen: {owed}. Credits chosen: {received}.</source>
            <translation>தேர்ந்த கட்டணங்கள்: {owed}. தேர்ந்த வரவுகள்: {received}.</translation>
        </message>
        <message>
            <source>They add up.</source>
            <translation>இரண்டும் சமம்.</translation>
        </message>
        <message>
            <source>They differ by {amount}.</source>
            <translation>இரண்டுக்கும் {amount} வேறுபாடு.</translation>
        </message>
        <message>
            <source>{receipt} · {tender} {amount} · {reference}</source>
            <translation>{receipt} · {tender} {amount} · {reference}</translation>
        </message>
        <message>
            <source>{day} · {amount} · {reference} · {payer}</source>
            <translation>{day} · {amount} · {reference} · {payer}</translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) of {amount} ({receipts}) received under {references}</source>
            <translation>
                <numerusform>{amount} மதிப்பிலான %n கட்டணம் ({receipts}) {references} கீழ் பெறப்பட்டது</numerusform>
                <numerusform>{amount} மதிப்பிலான %n கட்டணங்கள் ({receipts}) {references} கீழ் பெறப்பட்டன</numerusform>
            </translation>
        </message>
        <message>
            <source>Tick the payment, or the payments, to settle.</source>
            <translation>தீர்க்க வேண்டிய கட்டணத்தை, அல்லது கட்டணங்களை, குறியிடவும்.</translation>
        </message>
        <message>
            <source>Tick the credits that paid them.</source>
            <translation>இவற்றைச் செலுத்திய வரவுகளைக் குறியிடவும்.</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE_DIALOG</name>
        <message>
            <source>Settle with the statement's credits</source>
            <translation>அறிக்கையின் வரவுகளால் தீர்</translation>
        </message>
        <message>
            <source>Tick the payments and the credits that paid them: one payment in several transfers, or one payout of many payments. They must add up to the paisa.</source>
            <translation>கட்டணங்களையும் அவற்றைச் செலுத்திய வரவுகளையும் குறியிடவும்: பல பரிமாற்றங்களில் ஒரு கட்டணம், அல்லது பல கட்டணங்களின் ஒரு பணவழங்கல். இரண்டும் பைசா வரை சமமாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>வரவுகள்</translation>
        </message>
        <message>
            <source>&amp;Payments</source>
            <translation>கட்டணங்கள் (&amp;P)</translation>
        </message>
        <message>
            <source>C&amp;redits</source>
            <translation>வரவுகள் (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Settle</source>
            <translation>தீர் (&amp;S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
    </context>
    <context>
        <name>BILL_MODEL</name>
        <message>
            <source>Item</source>
            <translation>விவரம்</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
    </context>
    <context>
        <name>BOOKABLE_MODEL</name>
        <message>
            <source>Booking closes</source>
            <translation>முன்பதிவு முடியும் நேரம்</translation>
        </message>
        <message>
            <source>Closes in</source>
            <translation>முடிய இன்னும்</translation>
        </message>
        <message>
            <source>Bookable</source>
            <translation>முன்பதிவு செய்யலாம்</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>ஆபரேட்டர் ரத்து செய்தார்</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CANCEL</name>
        <message>
            <source>the whole booking</source>
            <translation>முழு முன்பதிவு</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n பயணி</numerusform>
                <numerusform>%n பயணிகள்</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CARD</name>
        <message>
            <source>{amount} owed to the customer, not yet paid</source>
            <translation>வாடிக்கையாளருக்கு {amount} திருப்பித் தர வேண்டும், இன்னும் தரப்படவில்லை</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>வாலெட்டுக்கு ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>வாலெட்டில் பிடித்தம்</translation>
        </message>
        <message>
            <source>{trip} · {boat} · {day} · departs {departs}</source>
            <translation>{trip} · {boat} · {day} · புறப்படும் நேரம் {departs}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>உறுதியானது</translation>
        </message>
        <message>
            <source>Passengers of the booking</source>
            <translation>முன்பதிவின் பயணிகள்</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel.</source>
            <translation>ரத்து செய்ய வேண்டிய பயணிகளைக் குறியிடுங்கள்.</translation>
        </message>
        <message>
            <source>Fare</source>
            <translation>கட்டணம்</translation>
        </message>
        <message>
            <source>Permit</source>
            <translation>பர்மிட்</translation>
        </message>
        <message>
            <source>Passengers (tick the ones to cancel)</source>
            <translation>பயணிகள் (ரத்து செய்ய வேண்டியவர்களைக் குறியிடுங்கள்)</translation>
        </message>
        <message>
            <source>Passengers and money</source>
            <translation>பயணிகளும் பணமும்</translation>
        </message>
        <message>
            <source>Seats (active of booked)</source>
            <translation>இருக்கைகள் (செயலில்)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Balance&lt;/b&gt;</source>
            <translation>&lt;b&gt;இருப்பு&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Journal status</source>
            <translation>ஜர்னல் நிலை</translation>
        </message>
        <message>
            <source>Journal entry</source>
            <translation>ஜர்னல் பதிவு</translation>
        </message>
        <message>
            <source>Money and ledger</source>
            <translation>பணமும் லெட்ஜரும்</translation>
        </message>
        <message>
            <source>{active} of {booked}</source>
            <translation>{booked}-இல் {active}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CONTROLLER</name>
        <message>
            <source>A booking is still being confirmed. Start the next sale when it is done.</source>
            <translation>ஒரு முன்பதிவு இன்னும் உறுதியாகிக்கொண்டிருக்கிறது. அது முடிந்ததும் அடுத்த விற்பனையைத் தொடங்குங்கள்.</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come</source>
            <translation>முந்தைய விற்பனையின் பதில் வரவில்லை</translation>
        </message>
        <message>
            <source>{notice} Start another sale anyway? A sale for the same trip, day and customer is not sent until that one is settled.</source>
            <translation>{notice} இருந்தாலும் வேறொரு விற்பனையைத் தொடங்கவா? அதே பயணம், நாள், வாடிக்கையாளருக்கான விற்பனை அது தீரும் வரை அனுப்பப்படாது.</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_DRAFT</name>
        <message>
            <source>no customer yet</source>
            <translation>இன்னும் வாடிக்கையாளர் இல்லை</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n பயணி</numerusform>
                <numerusform>%n பயணிகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_EXCHANGE</name>
        <message>
            <source>Booking {old} was exchanged for {new}: one receipt, {receipt}.</source>
            <translation>முன்பதிவு {old} என்பது {new} ஆக மாற்றப்பட்டது: இரண்டுக்கும் ஒரே ரசீது, {receipt}.</translation>
        </message>
        <message>
            <source>The new booking {new} is made and paid, but booking {old} is still held ({what}): its cancellation did not go through ({why}). Press Retry the cancellation now or later; the app also tries it at the next start.</source>
            <translation>புதிய முன்பதிவு {new} செய்யப்பட்டு பணம் செலுத்தப்பட்டது, ஆனால் முன்பதிவு {old} இன்னும் வைக்கப்பட்டுள்ளது ({what}): அதன் ரத்து நடக்கவில்லை ({why}). இப்போது அல்லது பின்னர் ‘மீண்டும் ரத்து செய்’ அழுத்தவும்; அடுத்த தொடக்கத்திலும் ஆப் முயலும்.</translation>
        </message>
        <message>
            <source>Booking {booking} was not sold and paid for at this counter: it cannot be exchanged here.</source>
            <translation>முன்பதிவு {booking} இந்த கவுண்டரில் விற்கப்பட்டு பணம் செலுத்தப்படவில்லை: இங்கே மாற்ற முடியாது.</translation>
        </message>
        <message>
            <source>Nothing of booking {booking} is left to move.</source>
            <translation>முன்பதிவு {booking} இல் மாற்ற எதுவும் மீதமில்லை.</translation>
        </message>
        <message>
            <source>Nothing is to pay: take no tender.</source>
            <translation>செலுத்த எதுவும் இல்லை: எந்தக் கட்டணமும் வாங்க வேண்டாம்.</translation>
        </message>
        <message>
            <source>it starts {moment}</source>
            <translation>இது {moment} அன்று தொடங்குகிறது</translation>
        </message>
        <message>
            <source>it starts on {day}</source>
            <translation>இது {day} அன்று தொடங்குகிறது</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start, and {when}.</source>
            <translation>முன்பதிவு {booking} இனி ரத்து செய்ய முடியாது, எனவே வேறு நாளுக்கு மாற்ற முடியாது: தொடக்கத்திற்கு 24 மணி நேரம் முன்பு ரத்து மூடப்படும், மேலும் {when}.</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start.</source>
            <translation>முன்பதிவு {booking} இனி ரத்து செய்ய முடியாது, எனவே வேறு நாளுக்கு மாற்ற முடியாது: தொடக்கத்திற்கு 24 மணி நேரம் முன்பு ரத்து மூடப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>வட்டு நிரம்பிவிட்டது</translation>
        </message>
        <message>
            <source>its journal is in use by another program (another Counterdesk window?)</source>
            <translation>அதன் ஜர்னலை வேறொரு நிரல் பயன்படுத்துகிறது (இன்னொரு Counterdesk சாளரமா?)</translation>
        </message>
        <message>
            <source>its journal folder is read-only</source>
            <translation>அதன் ஜர்னல் கோப்புறை படிக்க மட்டுமே</translation>
        </message>
        <message>
            <source>its journal file is damaged or the disk cannot be read</source>
            <translation>அதன் ஜர்னல் கோப்பு சேதமடைந்துள்ளது அல்லது வட்டைப் படிக்க முடியவில்லை</translation>
        </message>
        <message>
            <source>This computer cannot save the cancellation: {reason}. Nothing was sent or charged.</source>
            <translation>இந்தக் கணினியால் ரத்தைச் சேமிக்க முடியவில்லை: {reason}. எதுவும் அனுப்பப்படவில்லை, கட்டணமும் இல்லை.</translation>
        </message>
        <message>
            <source>This computer cannot save the sale: {reason}. Nothing was sent or charged.</source>
            <translation>இந்தக் கணினியால் விற்பனையைச் சேமிக்க முடியவில்லை: {reason}. எதுவும் அனுப்பப்படவில்லை, கட்டணமும் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FLOW</name>
        <message>
            <source>Customer phone is not a phone number ({hint}).</source>
            <translation>வாடிக்கையாளர் தொலைபேசி ஒரு தொலைபேசி எண் அல்ல ({hint}).</translation>
        </message>
        <message>
            <source>It is sold out.</source>
            <translation>எல்லாம் விற்றுவிட்டன.</translation>
        </message>
        <message numerus="yes">
            <source>Only %n seat(s) are left.</source>
            <translation>
                <numerusform>%n இருக்கை மட்டுமே உள்ளது.</numerusform>
                <numerusform>%n இருக்கைகள் மட்டுமே உள்ளன.</numerusform>
            </translation>
        </message>
        <message>
            <source>This departure has no fare for this passenger.</source>
            <translation>இந்தப் புறப்பாட்டில் இந்தப் பயணிக்குக் கட்டணம் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FORM</name>
        <message>
            <source>an ID type</source>
            <translation>ஒரு அடையாள அட்டை வகை</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>ஆவண எண்</translation>
        </message>
        <message>
            <source>a scan of the document</source>
            <translation>ஆவணத்தின் ஸ்கேன்</translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan.</source>
            <translation>வெளிநாட்டுப் பயணிகளுக்கு எப்போதும் பாஸ்போர்ட், அதன் எண், ஒரு ஸ்கேன் வேண்டும்.</translation>
        </message>
        <message>
            <source>This trip needs {needs} for every passenger.</source>
            <translation>இந்தப் பயணத்துக்கு ஒவ்வொரு பயணிக்கும் {needs} வேண்டும்.</translation>
        </message>
        <message>
            <source>&amp;Seats</source>
            <translation>இருக்கைகள் (&amp;S)</translation>
        </message>
        <message>
            <source>Passenger&amp;s</source>
            <translation>பயணிகள் (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Quick passenger</source>
            <translation>விரைவுப் பயணி (&amp;Q)</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>சரிபார் (&amp;V)…</translation>
        </message>
        <message>
            <source>Ctrl+Enter. Checks the sale; nothing is sent yet.</source>
            <translation>Ctrl+Enter. விற்பனையைச் சரிபார்க்கும்; இன்னும் எதுவும் அனுப்பப்படாது.</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>வாடிக்கையாளர்</translation>
        </message>
        <message>
            <source>Check passenger {numbers}.</source>
            <translation>பயணி {numbers}-ஐச் சரிபாருங்கள்.</translation>
        </message>
        <message numerus="yes">
            <source>Nothing was sent: %n field(s) need(s) attention.</source>
            <translation>
                <numerusform>எதுவும் அனுப்பப்படவில்லை: %n புலத்தைச் சரிபார்க்க வேண்டும்.</numerusform>
                <numerusform>எதுவும் அனுப்பப்படவில்லை: %n புலங்களைச் சரிபார்க்க வேண்டும்.</numerusform>
            </translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet}</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · வாலெட்டில் பிடித்தம் {wallet}</translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet} (passengers without age or nationality not priced yet)</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · வாலெட்டில் பிடித்தம் {wallet} (வயது அல்லது நாட்டுரிமை இல்லாத பயணிகளுக்கு இன்னும் விலை இல்லை)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_LEFT</name>
        <message>
            <source>That sale is not waiting for an answer any more: nothing to decide.</source>
            <translation>அந்த விற்பனை இனி பதிலுக்குக் காத்திருக்கவில்லை: முடிவு செய்ய எதுவும் இல்லை.</translation>
        </message>
        <message>
            <source>The sale {customer} left came through as booking {booking}: the app cancelled it (the service kept {fee}).</source>
            <translation>{customer} விட்டுச்சென்ற விற்பனை முன்பதிவு {booking} ஆக வந்தது: செயலி அதை ரத்து செய்தது (சேவை {fee} வைத்துக்கொண்டது).</translation>
        </message>
        <message>
            <source>{done} Give {customer} back {amount} by {mode}: the refund is recorded.</source>
            <translation>{done} {customer}-க்கு {mode} மூலம் {amount} திருப்பிக் கொடுங்கள்: ரீஃபண்ட் பதிவானது.</translation>
        </message>
        <message>
            <source>{done} Refund owed to {customer}: {amount}.</source>
            <translation>{done} {customer}-க்கு நிலுவை ரீஃபண்ட்: {amount}.</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_PASSENGERS</name>
        <message>
            <source>card genuine (UIDAI signature)</source>
            <translation>அட்டை உண்மையானது (UIDAI கையொப்பம்)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_REPLAY</name>
        <message>
            <source>{request} went through: the service credited {currency} {amount} back to the agency's wallet (refund {reference}). What the customer gets back is shown in Lookup.</source>
            <translation>{request} நிறைவேறியது: சேவை ஏஜென்சியின் வாலெட்டுக்கு {currency} {amount} திருப்பி வரவு வைத்தது (ரீஃபண்ட் {reference}). வாடிக்கையாளர் திரும்பப் பெறுவது தேடலில் காட்டப்படும்.</translation>
        </message>
        <message>
            <source>The cancellation of booking {reference}</source>
            <translation>முன்பதிவு {reference}-இன் ரத்து</translation>
        </message>
        <message>
            <source>The booking for {customer} ({product}, {date})</source>
            <translation>{customer}-க்கான முன்பதிவு ({product}, {date})</translation>
        </message>
        <message>
            <source>{request} is not confirmed yet: {why}</source>
            <translation>{request} இன்னும் உறுதியாகவில்லை: {why}</translation>
        </message>
        <message>
            <source>the service did not answer ({problem}). It will be tried again.</source>
            <translation>சேவை பதில் தரவில்லை ({problem}). மீண்டும் முயலப்படும்.</translation>
        </message>
        <message>
            <source>it was sent as agent {agent} ({tenant}); it is resolved when the app next runs with that agent's key.</source>
            <translation>இது முகவர் {agent} ({tenant}) ஆக அனுப்பப்பட்டது; அடுத்த முறை செயலி அந்த முகவரின் சாவியுடன் இயங்கும்போது தீரும்.</translation>
        </message>
        <message>
            <source>it is older than the 30 days the service keeps answers, so sending it again could book it twice. Check it with the service.</source>
            <translation>சேவை பதில்களை வைத்திருக்கும் 30 நாட்களை விடப் பழையது, எனவே மீண்டும் அனுப்பினால் இருமுறை முன்பதிவாகலாம். சேவையிடம் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>it cannot be sent again as it was ({problem}).</source>
            <translation>இதை இருந்தபடியே மீண்டும் அனுப்ப முடியாது ({problem}).</translation>
        </message>
        <message>
            <source>this computer cannot save it now: {reason}.</source>
            <translation>இந்தக் கணினியால் இப்போது இதைச் சேமிக்க முடியவில்லை: {reason}.</translation>
        </message>
        <message>
            <source>{request} went through: booking {reference}.</source>
            <translation>{request} நிறைவேறியது: முன்பதிவு {reference}.</translation>
        </message>
        <message>
            <source>{problem} It will be tried again.</source>
            <translation>{problem} மீண்டும் முயலப்படும்.</translation>
        </message>
        <message>
            <source>{request} was not made: {problem}</source>
            <translation>{request} நடக்கவில்லை: {problem}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_UNRESOLVED</name>
        <message>
            <source>amount not priced</source>
            <translation>தொகைக்கு விலை இல்லை</translation>
        </message>
        <message>
            <source>sent at {time}</source>
            <translation>{time}-க்கு அனுப்பப்பட்டது</translation>
        </message>
        <message>
            <source>never sent (written down at {time})</source>
            <translation>ஒருபோதும் அனுப்பப்படவில்லை ({time}-க்கு எழுதப்பட்டது)</translation>
        </message>
        <message>
            <source>{customer}, {product} on {date}, {amount}, {sent}</source>
            <translation>{customer}, {date} அன்று {product}, {amount}, {sent}</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come: {sale}.</source>
            <translation>முந்தைய விற்பனையின் பதில் வரவில்லை: {sale}.</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer, so it is not sent: it could be charged twice. The app keeps asking the service; sell it again only once that sale is settled.</source>
            <translation>{notice} இந்த விற்பனை அதே பயணம், நாள், வாடிக்கையாளருக்கானது, எனவே அனுப்பப்படவில்லை: இருமுறை கட்டணமாகலாம். செயலி சேவையிடம் கேட்டுக்கொண்டிருக்கிறது; அந்த விற்பனை தீர்ந்த பிறகே மீண்டும் விற்கவும்.</translation>
        </message>
        <message>
            <source>Stopped: the journal shows it was never sent.</source>
            <translation>நிறுத்தப்பட்டது: இது ஒருபோதும் அனுப்பப்படவில்லை என ஜர்னல் காட்டுகிறது.</translation>
        </message>
        <message>
            <source>booking {reference}</source>
            <translation>முன்பதிவு {reference}</translation>
        </message>
        <message>
            <source>refund {reference}</source>
            <translation>ரீஃபண்ட் {reference}</translation>
        </message>
        <message>
            <source>Not saved on this computer yet ({reason}): {names}. The app keeps trying.</source>
            <translation>இந்தக் கணினியில் இன்னும் சேமிக்கப்படவில்லை ({reason}): {names}. செயலி தொடர்ந்து முயல்கிறது.</translation>
        </message>
        <message>
            <source>Not saved on this computer yet: {names}. The app keeps trying.</source>
            <translation>இந்தக் கணினியில் இன்னும் சேமிக்கப்படவில்லை: {names}. செயலி தொடர்ந்து முயல்கிறது.</translation>
        </message>
        <message>
            <source>This sale may have reached the service, so it may be booked and paid. Only the service's answer can close it; if the customer has left, a supervisor can have it cancelled as soon as it shows booked.</source>
            <translation>இந்த விற்பனை சேவையை அடைந்திருக்கலாம், எனவே முன்பதிவாகிப் பணம் செலுத்தப்பட்டிருக்கலாம். சேவையின் பதில் மட்டுமே இதை முடிக்கும்; வாடிக்கையாளர் சென்றுவிட்டால், முன்பதிவானதாகக் காட்டியவுடன் மேற்பார்வையாளர் ரத்து செய்ய வைக்கலாம்.</translation>
        </message>
    </context>
    <context>
        <name>BOOKS_CHECKS</name>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books do not balance (debits {amount}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: கணக்கேட்டில் அதன் வரிகள் சமமாக இல்லை (பற்று {amount}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books ({amount}) are not what its rule posts from it ({was}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: கணக்கேட்டில் அதன் வரிகள் ({amount}) அதன் விதி அதிலிருந்து பதிவு செய்வது அல்ல ({was}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the drawer in the books is below zero ({amount}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: இதற்குப் பின் கணக்கேட்டில் டிராயர் பூஜ்ஜியத்துக்குக் கீழே உள்ளது ({amount}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the wallet's credit used is in debit in the books ({amount}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: இதற்குப் பின் கணக்கேட்டில் வாலெட்டின் பயன்படுத்திய கடன் பற்றில் உள்ளது ({amount}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: edited in the books after it was sent ({amount}; the agency store received {was}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: அனுப்பிய பின் கணக்கேட்டில் மாற்றப்பட்டது ({amount}; ஏஜென்சி ஸ்டோர் பெற்றது {was}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: deleted from the books after it was sent (the agency store holds it, {amount}).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: அனுப்பிய பின் கணக்கேட்டிலிருந்து நீக்கப்பட்டது (ஏஜென்சி ஸ்டோரில் உள்ளது, {amount}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: posted twice in the books ({amount} again).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: கணக்கேட்டில் இருமுறை பதிவு ({amount} மீண்டும்).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: the books do not hold it as the money events' chain sealed it when it was posted ({amount} in the books now).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: பதிவு செய்தபோது பரிவர்த்தனைகளின் சங்கிலி முத்திரையிட்டபடி இது கணக்கேட்டில் இல்லை (இப்போது கணக்கேட்டில் {amount}).</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: in the counter's books ({amount}), never posted at its till nor sent to the agency store.</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: கவுண்டரின் கணக்கேட்டில் உள்ளது ({amount}), ஆனால் அதன் கல்லாவில் பதிவாகவில்லை, ஏஜென்சி ஸ்டோருக்கும் அனுப்பப்படவில்லை.</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: rewritten at the counter after its link reached the agency store, before it was sent ({amount} as sent).</source>
            <translation>பரிவர்த்தனை {event}, முன்பதிவு {booking}: அதன் இணைப்பு ஏஜென்சி ஸ்டோரை அடைந்த பின்னும் அனுப்பப்படும் முன்னும் கவுண்டரில் மாற்றி எழுதப்பட்டது (அனுப்பியபடி {amount}).</translation>
        </message>
        <message>
            <source>The counter's books ({amount} in debits) are not the agency store's copy of its events ({was}) with the changes its check names: rewritten beyond them.</source>
            <translation>கவுண்டரின் கணக்கேடு (மொத்தப் பற்று {amount}) ஏஜென்சி ஸ்டோரில் உள்ள அதன் பரிவர்த்தனைகளின் நகலுடன் ({was}), அதன் சரிபார்ப்பு சொல்லும் மாற்றங்களோடும், பொருந்தவில்லை: அவற்றுக்கு அப்பாலும் மாற்றி எழுதப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>Event {event}: after the close's count the drawer in the books differs by {amount} from what was counted ({was}).</source>
            <translation>பரிவர்த்தனை {event}: முடிவின் எண்ணிக்கைக்குப் பின் கணக்கேட்டில் டிராயர் எண்ணியதிலிருந்து ({was}) {amount} வேறுபடுகிறது.</translation>
        </message>
        <message>
            <source>Account {account}, event {event}: at the latest statement's closing day ({was} by the statement), {amount} of its balance in the books is explained neither by a line of the statement nor as an entry it does not show yet.</source>
            <translation>கணக்கு {account}, பரிவர்த்தனை {event}: சமீபத்திய அறிக்கையின் இறுதி நாளில் (அறிக்கைப்படி {was}) கணக்கேட்டில் அதன் இருப்பில் {amount} அறிக்கையின் எந்த வரியாலும் விளக்கப்படவில்லை, அறிக்கை இன்னும் காட்டாத பதிவாகவும் விளக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the charge's taxable value the GSTR-1 states of its documents of the agent's scheme, net of credit notes ({was}).</source>
            <translation>கணக்கு {account}, முன்பதிவு {booking}: முகவர் திட்டத்தின் அதன் ஆவணங்களுக்கு GSTR-1 கூறும் சேவைக் கட்டணத்தின் வரிக்குட்பட்ட மதிப்பிலிருந்து, கடன் குறிப்புகள் கழித்து ({was}), கணக்கேடு {amount} வேறுபடுகிறது.</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the output tax of its head the GSTR-1 states of its documents, net of credit notes ({was}).</source>
            <translation>கணக்கு {account}, முன்பதிவு {booking}: அதன் ஆவணங்களுக்கு GSTR-1 கூறும் இந்தத் தலைப்பின் வெளியீட்டு வரியிலிருந்து, கடன் குறிப்புகள் கழித்து ({was}), கணக்கேடு {amount} வேறுபடுகிறது.</translation>
        </message>
        <message>
            <source>Account {account}: the books differ by {amount} from what its payments and refunds the bank has not proved and the payouts' shortfalls explain ({was}).</source>
            <translation>கணக்கு {account}: வங்கி நிரூபிக்காத அதன் கட்டணங்களும் ரீஃபண்டுகளும் பணவழங்கல்களின் பற்றாக்குறையும் விளக்குவதிலிருந்து ({was}) கணக்கேடு {amount} வேறுபடுகிறது.</translation>
        </message>
    </context>
    <context>
        <name>BOOK_SCREEN</name>
        <message>
            <source>&lt;h2&gt;Book&lt;/h2&gt;&lt;p&gt;Choose a slot or a departure in the Catalogue (Ctrl+1): open an item with Enter, pick a row and press Enter again. The sale starts here.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;முன்பதிவு&lt;/h2&gt;&lt;p&gt;கேட்டலாக்கில் (Ctrl+1) ஒரு ஸ்லாட் அல்லது புறப்பாட்டைத் தேர்ந்தெடுங்கள்: Enter மூலம் திறந்து, ஒரு வரிசையைத் தேர்ந்தெடுத்து மீண்டும் Enter அழுத்துங்கள். விற்பனை இங்கே தொடங்கும்.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BREACH</name>
        <message>
            <source>scans of ID documents</source>
            <translation>அடையாள ஆவணங்களின் ஸ்கேன்கள்</translation>
        </message>
        <message>
            <source>ID document numbers</source>
            <translation>அடையாள ஆவண எண்கள்</translation>
        </message>
        <message>
            <source>phone numbers and e-mail addresses</source>
            <translation>தொலைபேசி எண்கள், மின்னஞ்சல் முகவரிகள்</translation>
        </message>
        <message>
            <source>names</source>
            <translation>பெயர்கள்</translation>
        </message>
        <message>
            <source>from {began}, not known to have ended</source>
            <translation>{began} முதல், முடிந்ததாகத் தெரியவில்லை</translation>
        </message>
        <message>
            <source>from {began} to {ended}</source>
            <translation>{began} முதல் {ended} வரை</translation>
        </message>
        <message>
            <source>Someone could try to use your ID document's details to pretend to be you, for example to open an account or a SIM card in your name.</source>
            <translation>யாரேனும் உங்கள் அடையாள ஆவண விவரங்களைக் கொண்டு நீங்களாக நடிக்க முயலலாம், எ.கா. உங்கள் பெயரில் கணக்கு அல்லது சிம் கார்டு திறக்க.</translation>
        </message>
        <message>
            <source>You may receive calls, messages or e-mails that pretend to come from us or from a bank, asking for money or passwords.</source>
            <translation>எங்களிடமிருந்தோ ஒரு வங்கியிடமிருந்தோ வருவதாகப் பாசாங்கு செய்து பணம் அல்லது கடவுச்சொற்களைக் கேட்கும் அழைப்புகள், செய்திகள், மின்னஞ்சல்கள் வரலாம்.</translation>
        </message>
        <message>
            <source>Your name alone is unlikely to harm you.</source>
            <translation>உங்கள் பெயர் மட்டும் உங்களுக்குத் தீங்கு செய்ய வாய்ப்பு குறைவு.</translation>
        </message>
        <message>
            <source>Do not share passwords, OTPs or card numbers with anyone who calls or writes about this; we will never ask for them.</source>
            <translation>இது குறித்து அழைப்பவர் அல்லது எழுதுபவருடன் கடவுச்சொல், OTP, கார்டு எண்களைப் பகிராதீர்கள்; நாங்கள் ஒருபோதும் அவற்றைக் கேட்க மாட்டோம்.</translation>
        </message>
        <message>
            <source>Watch for accounts or SIM cards opened in your name, and report any to the police and to the office that issued your ID document.</source>
            <translation>உங்கள் பெயரில் திறக்கப்படும் கணக்குகள், சிம் கார்டுகளைக் கவனியுங்கள், இருந்தால் காவல்துறையிடமும் உங்கள் அடையாள ஆவணத்தை வழங்கிய அலுவலகத்திடமும் தெரிவியுங்கள்.</translation>
        </message>
        <message>
            <source>{agency}: your personal data may have been exposed</source>
            <translation>{agency}: உங்கள் தனிப்பட்ட தரவு வெளிப்பட்டிருக்கலாம்</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>என்ன நடந்தது</translation>
        </message>
        <message>
            <source>{what} It happened {when} at {where}. It concerns your {kinds} held for your booking {refs}.</source>
            <translation>{what} இது {when} {where}-இல் நடந்தது. இது உங்கள் முன்பதிவு {refs}-க்காக வைத்திருந்த உங்கள் {kinds} பற்றியது.</translation>
        </message>
        <message>
            <source>What it may mean for you</source>
            <translation>இது உங்களுக்கு என்ன பொருள்படலாம்</translation>
        </message>
        <message>
            <source>What we have done</source>
            <translation>நாங்கள் செய்தது</translation>
        </message>
        <message>
            <source>What you can do</source>
            <translation>நீங்கள் செய்யக்கூடியது</translation>
        </message>
        <message>
            <source>Whom to contact</source>
            <translation>யாரைத் தொடர்புகொள்வது</translation>
        </message>
        <message>
            <source>{contact}, who can answer your questions about this.</source>
            <translation>{contact}, இது பற்றிய உங்கள் கேள்விகளுக்குப் பதில் தரக்கூடியவர்.</translation>
        </message>
    </context>
    <context>
        <name>BRIDGE</name>
        <message>
            <source>The service is reachable again.</source>
            <translation>சேவை மீண்டும் கிடைக்கிறது.</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_DETAIL</name>
        <message>
            <source>Details of the item</source>
            <translation>விவரங்கள்</translation>
        </message>
        <message>
            <source>Description, policies and prices to read out to the customer</source>
            <translation>வாடிக்கையாளருக்குப் படித்துக் காட்ட விளக்கம், விதிகள், விலைகள்</translation>
        </message>
        <message>
            <source>Choose an item in the list to see its description, policies and prices.</source>
            <translation>விளக்கம், விதிகள், விலைகளைப் பார்க்கப் பட்டியலில் ஒன்றைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_MODEL</name>
        <message>
            <source>Location</source>
            <translation>இடம்</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>படகு</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>புறப்படும் நேரம்</translation>
        </message>
        <message>
            <source>Net fare</source>
            <translation>நிகர கட்டணம்</translation>
        </message>
        <message>
            <source>Per person, the catalogue's fare: no fare GST, no markup</source>
            <translation>ஒருவருக்கு, கேட்டலாக் கட்டணம்: கட்டண GST இல்லை, மார்க்அப் இல்லை</translation>
        </message>
        <message>
            <source>Per person, what the customer pays: fare GST and service charge included</source>
            <translation>ஒருவருக்கு, வாடிக்கையாளர் செலுத்துவது: கட்டண GST மற்றும் சேவைக் கட்டணம் உட்பட</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_SCREEN</name>
        <message>
            <source>Loading boats…</source>
            <translation>படகுகள் ஏற்றப்படுகின்றன…</translation>
        </message>
        <message>
            <source>Loading activities…</source>
            <translation>ஆக்டிவிட்டிகள் ஏற்றப்படுகின்றன…</translation>
        </message>
        <message>
            <source>Boats {as_of}, refreshing…</source>
            <translation>படகுகள் {as_of}, புதுப்பிக்கிறது…</translation>
        </message>
        <message>
            <source>Boats {as_of}, not refreshed: the service did not answer</source>
            <translation>படகுகள் {as_of}, புதுப்பிக்கப்படவில்லை: சேவை பதில் தரவில்லை</translation>
        </message>
        <message>
            <source>Activities {as_of}, refreshing…</source>
            <translation>ஆக்டிவிட்டிகள் {as_of}, புதுப்பிக்கிறது…</translation>
        </message>
        <message>
            <source>Activities {as_of}, not refreshed: the service did not answer</source>
            <translation>ஆக்டிவிட்டிகள் {as_of}, புதுப்பிக்கப்படவில்லை: சேவை பதில் தரவில்லை</translation>
        </message>
        <message>
            <source>No boats for this date.</source>
            <translation>இந்தத் தேதிக்குப் படகுகள் இல்லை.</translation>
        </message>
        <message>
            <source>No activities for this date.</source>
            <translation>இந்தத் தேதிக்கு ஆக்டிவிட்டிகள் இல்லை.</translation>
        </message>
        <message numerus="yes">
            <source>%n boats</source>
            <translation>
                <numerusform>%n படகு</numerusform>
                <numerusform>%n படகுகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activities</source>
            <translation>
                <numerusform>%n ஆக்டிவிட்டி</numerusform>
                <numerusform>%n ஆக்டிவிட்டிகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n boats match the filter</source>
            <translation>
                <numerusform>%n படகில் {shown} வடிகட்டியுடன் பொருந்துகிறது</numerusform>
                <numerusform>%n படகுகளில் {shown} வடிகட்டியுடன் பொருந்துகின்றன</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n activities match the filter</source>
            <translation>
                <numerusform>%n ஆக்டிவிட்டியில் {shown} வடிகட்டியுடன் பொருந்துகிறது</numerusform>
                <numerusform>%n ஆக்டிவிட்டிகளில் {shown} வடிகட்டியுடன் பொருந்துகின்றன</numerusform>
            </translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>கேட்டலாக்</translation>
        </message>
        <message>
            <source>Enter opens the selected item's availability</source>
            <translation>Enter தேர்ந்தெடுத்ததின் இடங்களைத் திறக்கும்</translation>
        </message>
        <message>
            <source>Show availability</source>
            <translation>இடங்களைக் காட்டு</translation>
        </message>
        <message>
            <source>Show availability (Enter)</source>
            <translation>இடங்களைக் காட்டு (Enter)</translation>
        </message>
        <message>
            <source>This item of the kept list cannot be opened: wait for the service's list (F5).</source>
            <translation>வைத்த பட்டியலின் இதைத் திறக்க முடியாது: சேவையின் பட்டியலுக்குக் காத்திருங்கள் (F5).</translation>
        </message>
        <message>
            <source>Departures: {title}</source>
            <translation>புறப்பாடுகள்: {title}</translation>
        </message>
        <message>
            <source>Slots: {title}</source>
            <translation>ஸ்லாட்டுகள்: {title}</translation>
        </message>
        <message>
            <source>Nothing left today — showing {day}</source>
            <translation>இன்று எதுவும் இல்லை — {day} காட்டப்படுகிறது</translation>
        </message>
        <message>
            <source>No slots on this date. Try another date.</source>
            <translation>இந்தத் தேதியில் ஸ்லாட்டுகள் இல்லை. வேறு தேதியைப் பாருங்கள்.</translation>
        </message>
        <message>
            <source>No departures on this date. Try another date.</source>
            <translation>இந்தத் தேதியில் புறப்பாடுகள் இல்லை. வேறு தேதியைப் பாருங்கள்.</translation>
        </message>
        <message>
            <source>The list last seen, kept on this computer. Opening an item asks the service for its seats and prices: nothing is booked from this list.</source>
            <translation>கடைசியாகப் பார்த்த பட்டியல், இந்தக் கணினியில் வைக்கப்பட்டது. ஒன்றைத் திறந்தால் அதன் இருக்கைகள், விலைகள் சேவையிடம் கேட்கப்படும்: இந்தப் பட்டியலிலிருந்து எதுவும் முன்பதிவாகாது.</translation>
        </message>
        <message>
            <source>Show net fares</source>
            <translation>நிகர கட்டணங்களைக் காட்டு</translation>
        </message>
        <message>
            <source>The catalogue's fares per person, without fare GST or markup</source>
            <translation>ஒருவருக்கான கேட்டலாக் கட்டணங்கள், கட்டண GST அல்லது மார்க்அப் இல்லாமல்</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_TOOLBAR</name>
        <message>
            <source>That date cannot be chosen: trips are sold from {first} on.</source>
            <translation>அந்தத் தேதியைத் தேர்ந்தெடுக்க முடியாது: பயணங்கள் {first} முதல் விற்கப்படுகின்றன.</translation>
        </message>
        <message>
            <source>{day} has passed: trips are sold from {first} on.</source>
            <translation>{day} கடந்துவிட்டது: பயணங்கள் {first} முதல் விற்கப்படுகின்றன.</translation>
        </message>
        <message>
            <source>Activities</source>
            <translation>ஆக்டிவிட்டிகள்</translation>
        </message>
        <message>
            <source>Boats</source>
            <translation>படகுகள்</translation>
        </message>
        <message>
            <source>&amp;Activities</source>
            <translation>ஆக்டிவிட்டிகள் (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Boats</source>
            <translation>படகுகள் (&amp;B)</translation>
        </message>
        <message>
            <source>Alt+← / Alt+→ change the day</source>
            <translation>Alt+← / Alt+→ நாளை மாற்றும்</translation>
        </message>
        <message>
            <source>{title} (Alt+{key}), then type in the filter</source>
            <translation>{title} (Alt+{key}), பிறகு வடிகட்டியில் தட்டச்சு செய்யுங்கள்</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>பயணத் தேதி</translation>
        </message>
        <message>
            <source>Travel date: {keys}, from anywhere on this screen</source>
            <translation>பயணத் தேதி: {keys}, இந்தத் திரையில் எங்கிருந்தும்</translation>
        </message>
        <message>
            <source>Keep this day</source>
            <translation>இந்த நாளை வைத்திருக்கவும்</translation>
        </message>
        <message>
            <source>Ticked, the next sale starts on this travel date too; unticked, each new sale starts on today.</source>
            <translation>டிக் செய்தால் அடுத்த விற்பனையும் இதே பயணத் தேதியில் தொடங்கும்; டிக் இல்லையெனில் ஒவ்வொரு புதிய விற்பனையும் இன்றைய தேதியில் தொடங்கும்.</translation>
        </message>
        <message>
            <source>Filter by name, place or description (Ctrl+F)</source>
            <translation>பெயர், இடம், விளக்கம் (Ctrl+F)</translation>
        </message>
        <message>
            <source>Filter the catalogue</source>
            <translation>கேட்டலாக்கை வடிகட்டு</translation>
        </message>
        <message>
            <source>Name, place or description; Enter opens the first match (Ctrl+F comes here)</source>
            <translation>பெயர், இடம் அல்லது விளக்கம்; Enter முதல் பொருத்தத்தைத் திறக்கும் (Ctrl+F இங்கே கொண்டுவரும்)</translation>
        </message>
    </context>
    <context>
        <name>CLOSE_SHIFT</name>
        <message>
            <source>Type why the drawer is off: it is kept with the Z report.</source>
            <translation>டிராயர் ஏன் பொருந்தவில்லை எனத் தட்டச்சு செய்யுங்கள்: அது Z அறிக்கையுடன் வைக்கப்படும்.</translation>
        </message>
        <message>
            <source>none: the drawer is right</source>
            <translation>இல்லை: டிராயர் சரியாக உள்ளது</translation>
        </message>
        <message>
            <source>{amount} short</source>
            <translation>{amount} குறைவு</translation>
        </message>
        <message>
            <source>{amount} over</source>
            <translation>{amount} அதிகம்</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>&amp;Close the shift</source>
            <translation>ஷிஃப்டை மூடு (&amp;C)</translation>
        </message>
        <message>
            <source>The drawer is off by more than {limit}: type why, then a supervisor's PIN is asked.</source>
            <translation>டிராயரில் {limit}-க்கு மேல் வித்தியாசம்: காரணத்தைத் தட்டச்சு செய்யுங்கள், பிறகு மேற்பார்வையாளரின் PIN கேட்கப்படும்.</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>காரணம் (&amp;R)</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>வித்தியாசம்</translation>
        </message>
        <message>
            <source>Cash expected</source>
            <translation>எதிர்பார்த்த ரொக்கம்</translation>
        </message>
        <message>
            <source>Owed to customers</source>
            <translation>வாடிக்கையாளர்களுக்குத் தர வேண்டியது</translation>
        </message>
        <message>
            <source>Close with &amp;money owed to customers</source>
            <translation>வாடிக்கையாளர்களுக்குப் பணம் தர வேண்டிய நிலையில் மூடு (&amp;M)</translation>
        </message>
        <message>
            <source>Customers are owed {amount}: tick to close with it owed.</source>
            <translation>வாடிக்கையாளர்களுக்கு {amount} தர வேண்டும்: அப்படியே மூட டிக் செய்யவும்.</translation>
        </message>
        <message>
            <source>Cash counted</source>
            <translation>எண்ணிய ரொக்கம்</translation>
        </message>
        <message>
            <source>Why the drawer is off</source>
            <translation>டிராயர் ஏன் பொருந்தவில்லை</translation>
        </message>
        <message>
            <source>e.g. change given twice to one customer</source>
            <translation>எ.கா. ஒரு வாடிக்கையாளருக்கு இருமுறை மீதி கொடுத்தது</translation>
        </message>
        <message>
            <source>The Z report closes the shift for good. Check the cash counted against what the drawer should hold.</source>
            <translation>Z அறிக்கை ஷிஃப்டை நிரந்தரமாக மூடும். டிராயரில் இருக்க வேண்டியதுடன் எண்ணிய ரொக்கத்தைச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>Close the shift</source>
            <translation>ஷிஃப்டை மூடு</translation>
        </message>
        <message>
            <source>0 if all of it stays</source>
            <translation>முழுதும் இருந்தால் 0</translation>
        </message>
        <message>
            <source>Cash banked or taken out of the drawer</source>
            <translation>டிராயரிலிருந்து வங்கியில் செலுத்திய அல்லது எடுத்த ரொக்கம்</translation>
        </message>
        <message>
            <source>&amp;Banked or taken out</source>
            <translation>வங்கியில் செலுத்தியது அல்லது எடுத்தது (&amp;B)</translation>
        </message>
        <message>
            <source>Left in the drawer (next float)</source>
            <translation>டிராயரில் மீதம் (அடுத்த தொடக்க ரொக்கம்)</translation>
        </message>
        <message>
            <source>Type the cash banked or taken out as an amount, no more than was counted ({counted}).</source>
            <translation>வங்கியில் செலுத்திய அல்லது எடுத்த ரொக்கத்தை ஒரு தொகையாக எழுதவும், எண்ணிய ரொக்கத்தை ({counted}) விட அதிகமாக அல்ல.</translation>
        </message>
        <message>
            <source>Owed to</source>
            <translation>யாருக்குச் செலுத்த வேண்டியது</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>நிலுவை, வழிப்படி</translation>
        </message>
    </context>
    <context>
        <name>CONFIRM_CANCELLATION</name>
        <message>
            <source>Cancel booking?</source>
            <translation>முன்பதிவை ரத்து செய்யவா?</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; ({names}) of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;முன்பதிவு &lt;b&gt;{reference}&lt;/b&gt;-இன் &lt;b&gt;{what}&lt;/b&gt; ({names}) ரத்து செய்யவா?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;முன்பதிவு &lt;b&gt;{reference}&lt;/b&gt;-இன் &lt;b&gt;{what}&lt;/b&gt; ரத்து செய்யவா?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;{refund} will be credited to the wallet (platform charge {charge}).&lt;/p&gt;&lt;p&gt;This cannot be undone.&lt;/p&gt;</source>
            <translation>&lt;p&gt;{refund} வாலெட்டுக்கு வரவு வைக்கப்படும் (தளக் கட்டணம் {charge}).&lt;/p&gt;&lt;p&gt;இதைத் திரும்பப் பெற முடியாது.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Yes, cancel and refund</source>
            <translation>ஆம், ரத்து செய்து ரீஃபண்ட் செய் (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No, keep the booking</source>
            <translation>இல்லை, முன்பதிவை வை (&amp;N)</translation>
        </message>
        <message>
            <source>&lt;p&gt;The customer gets {refund} back by the rule ({tenders}).&lt;/p&gt;</source>
            <translation>&lt;p&gt;விதிப்படி வாடிக்கையாளருக்கு {refund} திரும்பக் கிடைக்கும் ({tenders}).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_BILL</name>
        <message>
            <source>Fare per person</source>
            <translation>ஒருவருக்குக் கட்டணம்</translation>
        </message>
        <message>
            <source>Commission per person</source>
            <translation>ஒருவருக்குக் கமிஷன்</translation>
        </message>
        <message>
            <source>Net per person</source>
            <translation>ஒருவருக்கு நிகரம்</translation>
        </message>
        <message numerus="yes">
            <source>Net for %n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கைக்கு நிகரம்</numerusform>
                <numerusform>%n இருக்கைகளுக்கு நிகரம்</numerusform>
            </translation>
        </message>
        <message>
            <source>Total</source>
            <translation>மொத்தம்</translation>
        </message>
        <message>
            <source>{number}. {name} ({ticket}, {nationality})</source>
            <translation>{number}. {name} ({ticket}, {nationality})</translation>
        </message>
        <message>
            <source>Boat fares, net of commission</source>
            <translation>படகுக் கட்டணங்கள், கமிஷன் நீங்கலாக</translation>
        </message>
        <message>
            <source>Permits (government fee, no GST)</source>
            <translation>பர்மிட்கள் (அரசுக் கட்டணம், GST இல்லை)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>பாஸ்போர்ட்</translation>
        </message>
        <message>
            <source>Aadhaar</source>
            <translation>ஆதார்</translation>
        </message>
        <message>
            <source>Voter ID</source>
            <translation>வாக்காளர் அட்டை</translation>
        </message>
        <message>
            <source>Driving licence</source>
            <translation>ஓட்டுநர் உரிமம்</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>அடையாள அட்டை</translation>
        </message>
        <message>
            <source>Net total</source>
            <translation>நிகர மொத்தம்</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>வாலெட்டில் பிடித்தம்</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>ரொக்கத்திலிருந்து</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>கடனிலிருந்து</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_CHOICES</name>
        <message>
            <source>{trip} on {boat}, {date}, departs {time}</source>
            <translation>{boat}-இல் {trip}, {date}, புறப்படும் நேரம் {time}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_DISRUPTIONS</name>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup with their address, which their credit note names.</source>
            <translation>'தேடல்' திரையில் 'ரீஃபண்ட்' மூலம் அவரது முகவரியுடன் பதிவு செய்யும் வரை {customer} அவர்களுக்கு {amount} நிலுவையாக இருக்கும்; அவரது கடன் குறிப்பில் அந்த முகவரி இருக்கும்.</translation>
        </message>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup.</source>
            <translation>'தேடல்' திரையில் 'ரீஃபண்ட்' மூலம் பதிவு செய்யும் வரை {customer} அவர்களுக்கு {amount} நிலுவையாக இருக்கும்.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_ESCPOS</name>
        <message>
            <source>{target} is a system printer: it prints through its driver.</source>
            <translation>{target} ஒரு கணினி பிரிண்டர்: அது தன் டிரைவர் வழியாக அச்சிடுகிறது.</translation>
        </message>
        <message>
            <source>The receipt printer {target} cannot be reached: {problem}</source>
            <translation>ரசீது பிரிண்டர் {target}-ஐ அடைய முடியவில்லை: {problem}</translation>
        </message>
        <message>
            <source>Counterdesk test page</source>
            <translation>Counterdesk சோதனைப் பக்கம்</translation>
        </message>
        <message numerus="yes">
            <source>%n characters fit on a line above.</source>
            <translation>
                <numerusform>மேலே ஒரு வரியில் %n எழுத்து பொருந்தும்.</numerusform>
                <numerusform>மேலே ஒரு வரியில் %n எழுத்துகள் பொருந்தும்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bold text for totals</source>
            <translation>மொத்தங்களுக்குத் தடித்த எழுத்து</translation>
        </message>
        <message>
            <source>Scan the code: it reads TEST.</source>
            <translation>குறியீட்டை ஸ்கேன் செய்யுங்கள்: அது TEST எனப் படிக்கும்.</translation>
        </message>
        <message>
            <source>The receipt printer {target} stopped mid-job: {problem}</source>
            <translation>ரசீது பிரிண்டர் {target} வேலையின் நடுவில் நின்றது: {problem}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_HISTORY</name>
        <message>
            <source>Nothing was paid at this till.</source>
            <translation>இந்தக் கல்லாவில் எதுவும் செலுத்தப்படவில்லை.</translation>
        </message>
        <message>
            <source>Cash tendered {tendered}, change {change}.</source>
            <translation>கொடுத்த ரொக்கம் {tendered}, சில்லறை {change}.</translation>
        </message>
        <message>
            <source>Credit carried from booking {booking}: {amount}.</source>
            <translation>முன்பதிவு {booking} இலிருந்து கொண்டுவந்த வரவு: {amount}.</translation>
        </message>
        <message>
            <source>Given back to the customer on {booking}: {amount}.</source>
            <translation>முன்பதிவு {booking} இல் வாடிக்கையாளருக்குத் திருப்பித் தந்தது: {amount}.</translation>
        </message>
        <message>
            <source>Given back to the customer: {amount} ({ways}).</source>
            <translation>வாடிக்கையாளருக்குத் திருப்பித் தந்தது: {amount} ({ways}).</translation>
        </message>
        <message>
            <source>Still owed to the customer: {amount}, not yet paid.</source>
            <translation>வாடிக்கையாளருக்கு இன்னும் தர வேண்டியது: {amount}, இன்னும் தரப்படவில்லை.</translation>
        </message>
        <message>
            <source>The customer paid {amount} ({ways}).</source>
            <translation>வாடிக்கையாளர் {amount} செலுத்தினார் ({ways}).</translation>
        </message>
        <message>
            <source>No customer payment was taken at this till.</source>
            <translation>இந்தக் கல்லாவில் வாடிக்கையாளரிடம் பணம் பெறப்படவில்லை.</translation>
        </message>
        <message>
            <source>The wallet was charged {total} ({cash} from its balance, {credit} on credit).</source>
            <translation>வாலெட்டில் {total} பிடிக்கப்பட்டது (இருப்பிலிருந்து {cash}, கடனில் {credit}).</translation>
        </message>
        <message>
            <source>{status}: {details}. Remaining: {names}.</source>
            <translation>{status}: {details}. மீதமுள்ளவர்கள்: {names}.</translation>
        </message>
        <message>
            <source>{status}: {details}.</source>
            <translation>{status}: {details}.</translation>
        </message>
        <message>
            <source>wallet credited {amount}</source>
            <translation>வாலெட்டுக்கு ரீஃபண்ட் {amount}</translation>
        </message>
        <message>
            <source>customer refund {amount} by {mode}</source>
            <translation>வாடிக்கையாளருக்கு {mode} மூலம் ரீஃபண்ட் {amount}</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund}, {reference})</source>
            <translation>{seats} ரத்து {time} ({refund}, {reference})</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund})</source>
            <translation>{seats} ரத்து {time} ({refund})</translation>
        </message>
        <message>
            <source>{amount} by {mode}</source>
            <translation>{amount} {mode} மூலம்</translation>
        </message>
        <message>
            <source>Change given: {amount}.</source>
            <translation>கொடுத்த சில்லறை: {amount}.</translation>
        </message>
        <message>
            <source>Refunded to the customer: {amount} ({parts}).</source>
            <translation>வாடிக்கையாளருக்குத் திருப்பித் தந்தது: {amount} ({parts}).</translation>
        </message>
        <message>
            <source>Nothing was given back.</source>
            <translation>எதுவும் திருப்பித் தரப்படவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_JOURNAL_LOCK</name>
        <message>
            <source>Counterdesk is already open on this computer with the same journal ({folder}). Use that window: two windows on one journal could sell the same seat twice.</source>
            <translation>இந்தக் கணினியில் அதே ஜர்னலுடன் ({folder}) Counterdesk ஏற்கனவே திறந்துள்ளது. அந்தச் சாளரத்தைப் பயன்படுத்துங்கள்: ஒரு ஜர்னலில் இரண்டு சாளரங்கள் ஒரே இருக்கையை இருமுறை விற்கலாம்.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_KEYSTORE</name>
        <message>
            <source>This computer has no password store (keyring), so the API key is kept for this session only: enter it again after restarting the app. It is never written to a file.</source>
            <translation>இந்தக் கணினியில் கடவுச்சொல் ஸ்டோர் (keyring) இல்லை, எனவே API சாவி இந்த அமர்வுக்கு மட்டுமே வைக்கப்படும்: செயலியை மீண்டும் தொடங்கிய பிறகு மீண்டும் உள்ளிடுங்கள். அது ஒருபோதும் கோப்பில் எழுதப்படாது.</translation>
        </message>
        <message>
            <source>API keys are kept in this computer's password store ({store}).</source>
            <translation>API சாவிகள் இந்தக் கணினியின் கடவுச்சொல் ஸ்டோரில் ({store}) வைக்கப்படுகின்றன.</translation>
        </message>
        <message>
            <source>The API key is saved in this computer's password store.</source>
            <translation>API சாவி இந்தக் கணினியின் கடவுச்சொல் ஸ்டோரில் சேமிக்கப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_MESSAGES</name>
        <message>
            <source>{change} Selling is stopped: check the service address in Settings (Ctrl+6), then press Save to reconnect.</source>
            <translation>{change} விற்பனை நிறுத்தப்பட்டுள்ளது: அமைப்புகளில் (Ctrl+6) சேவையின் முகவரியைப் பாருங்கள், பிறகு மீண்டும் இணைக்கச் சேமி அழுத்துங்கள்.</translation>
        </message>
        <message>
            <source>{problem} Open Settings (Ctrl+6) and enter the key again.</source>
            <translation>{problem} அமைப்புகளைத் (Ctrl+6) திறந்து சாவியை மீண்டும் உள்ளிடுங்கள்.</translation>
        </message>
        <message>
            <source>The service refused the API key. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>சேவை API சாவியை மறுத்தது. அமைப்புகளைத் (Ctrl+6) திறந்து சேவையின் அலுவலகம் இந்த ஏஜென்சிக்கு வழங்கிய சாவியை உள்ளிடுங்கள்.</translation>
        </message>
        <message>
            <source>The service has disabled access for this agency. Call the service's office to have it restored; nothing can be sold until then.</source>
            <translation>சேவை இந்த ஏஜென்சியின் அணுகலை முடக்கியுள்ளது. மீட்டெடுக்கச் சேவையின் அலுவலகத்தை அழையுங்கள்; அதுவரை எதையும் விற்க முடியாது.</translation>
        </message>
        <message>
            <source>Boat trips are unavailable right now because the boat operator's system is down. Activities can still be sold; try boats again in a few minutes.</source>
            <translation>படகு இயக்குநரின் அமைப்பு செயலிழந்துள்ளதால் படகுப் பயணங்கள் இப்போது கிடைக்கவில்லை. ஆக்டிவிட்டிகளை இன்னும் விற்கலாம்; சில நிமிடங்களில் படகுகளை மீண்டும் பாருங்கள்.</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait {seconds} seconds, then try again.</source>
            <translation>கவுண்டரை மெதுவாகச் செல்லுமாறு சேவை கேட்டது. {seconds} விநாடிகள் காத்திருந்து மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait a minute, then try again.</source>
            <translation>கவுண்டரை மெதுவாகச் செல்லுமாறு சேவை கேட்டது. ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>The service is having trouble right now. Try again in a minute; if it keeps happening, call the service's office.</source>
            <translation>சேவையில் இப்போது சிக்கல் உள்ளது. ஒரு நிமிடத்தில் மீண்டும் முயலுங்கள்; தொடர்ந்தால் சேவையின் அலுவலகத்தை அழையுங்கள்.</translation>
        </message>
        <message>
            <source>The service sent an answer this app cannot read. Try again; if it keeps happening, note the time and tell your support contact.</source>
            <translation>இந்தச் செயலி படிக்க முடியாத பதிலைச் சேவை அனுப்பியது. மீண்டும் முயலுங்கள்; தொடர்ந்தால் நேரத்தைக் குறித்து உங்கள் ஆதரவுத் தொடர்பிடம் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>The wallet cannot cover this. Top up the wallet or ask the service's office to raise the credit limit.</source>
            <translation>இதற்கு வாலெட்டில் போதுமான பணம் இல்லை. வாலெட்டை டாப்-அப் செய்யுங்கள் அல்லது கடன் வரம்பை உயர்த்தச் சேவையின் அலுவலகத்திடம் கேளுங்கள்.</translation>
        </message>
        <message>
            <source>{problem} Choose another slot or date.</source>
            <translation>{problem} வேறு ஸ்லாட் அல்லது தேதியைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>{problem} Check the reference and try again.</source>
            <translation>{problem} எண்ணைச் சரிபார்த்து மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>The service did not accept this: {problem} Correct it and try again.</source>
            <translation>சேவை இதை ஏற்கவில்லை: {problem} சரிசெய்து மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>{problem} Refresh and check before trying again.</source>
            <translation>{problem} மீண்டும் முயலும் முன் புதுப்பித்துச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>The service could not complete this ({problem}). Try again.</source>
            <translation>சேவையால் இதை முடிக்க முடியவில்லை ({problem}). மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again shortly.</source>
            <translation>சேவையை அடைய முடியவில்லை. இந்தக் கவுண்டரின் நெட்வொர்க் இணைப்பைப் பாருங்கள்; செயலி விரைவில் மீண்டும் முயலும்.</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again at {time}.</source>
            <translation>சேவையை அடைய முடியவில்லை. இந்தக் கவுண்டரின் நெட்வொர்க் இணைப்பைப் பாருங்கள்; செயலி {time}-க்கு மீண்டும் முயலும்.</translation>
        </message>
        <message>
            <source>Fewer seats are left than were asked for.</source>
            <translation>கேட்டதை விடக் குறைவான இருக்கைகளே மீதம் உள்ளன.</translation>
        </message>
        <message>
            <source>Booking has closed for this slot: its cut-off has passed.</source>
            <translation>இந்த நேர இடத்திற்கான முன்பதிவு மூடப்பட்டது: அதன் கடைசி நேரம் கடந்துவிட்டது.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_PRINTERS</name>
        <message>
            <source>the system's default printer</source>
            <translation>கணினியின் இயல்புநிலை பிரிண்டர்</translation>
        </message>
        <message>
            <source>{target}: the USB {part} must be 4 hexadecimal digits, as in 04b8.</source>
            <translation>{target}: USB {part} 4 பதினறும இலக்கங்களாக இருக்க வேண்டும், எ.கா. 04b8.</translation>
        </message>
        <message>
            <source>{target}: the port must be a number from 1 to 65535.</source>
            <translation>{target}: போர்ட் 1 முதல் 65535 வரையிலான எண்ணாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{target}: write the printer's address as tcp://192.168.1.50:9100.</source>
            <translation>{target}: பிரிண்டரின் முகவரியை tcp://192.168.1.50:9100 என எழுதுங்கள்.</translation>
        </message>
        <message>
            <source>{target}: write the printer's USB vendor and product ids as usb://04b8:0202.</source>
            <translation>{target}: பிரிண்டரின் USB விற்பனையாளர், தயாரிப்பு அடையாள எண்களை usb://04b8:0202 என எழுதுங்கள்.</translation>
        </message>
        <message>
            <source>vendor id</source>
            <translation>விற்பனையாளர் அடையாள எண்</translation>
        </message>
        <message>
            <source>product id</source>
            <translation>தயாரிப்பு அடையாள எண்</translation>
        </message>
        <message>
            <source>{target}: name the serial port, as in serial:///dev/ttyUSB0 or serial://COM3.</source>
            <translation>{target}: சீரியல் போர்ட்டைப் பெயரிடுங்கள், எ.கா. serial:///dev/ttyUSB0 அல்லது serial://COM3.</translation>
        </message>
        <message>
            <source>{target}: the baud rate must be one of {rates}.</source>
            <translation>{target}: பாட் வீதம் {rates}-இல் ஒன்றாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{target}: a receipt printer's address starts with tcp://, usb:// or serial://; a system printer is named without one.</source>
            <translation>{target}: ரசீது பிரிண்டரின் முகவரி tcp://, usb:// அல்லது serial:// உடன் தொடங்கும்; கணினி பிரிண்டர் இவை இல்லாமல் பெயரிடப்படும்.</translation>
        </message>
        <message>
            <source>The receipt printer: {problem}</source>
            <translation>ரசீது பிரிண்டர்: {problem}</translation>
        </message>
        <message>
            <source>The receipt is printed on A4 or A5 paper.</source>
            <translation>ரசீது A4 அல்லது A5 தாளில் அச்சிடப்படும்.</translation>
        </message>
        <message>
            <source>The voucher printer: {problem}</source>
            <translation>வவுச்சர் பிரிண்டர்: {problem}</translation>
        </message>
        <message>
            <source>The voucher is printed on A4 or A5 paper.</source>
            <translation>வவுச்சர் A4 அல்லது A5 தாளில் அச்சிடப்படும்.</translation>
        </message>
        <message>
            <source>The agency copy printer: {problem}</source>
            <translation>ஏஜென்சி நகல் பிரிண்டர்: {problem}</translation>
        </message>
        <message>
            <source>The agency copy is printed on A4 or A5 paper.</source>
            <translation>ஏஜென்சி நகல் A4 அல்லது A5 தாளில் அச்சிடப்படும்.</translation>
        </message>
        <message>
            <source>The reports printer: {problem}</source>
            <translation>அறிக்கைகளின் பிரிண்டர்: {problem}</translation>
        </message>
        <message>
            <source>Reports are printed on A4 or A5 paper.</source>
            <translation>அறிக்கைகள் A4 அல்லது A5 தாளில் அச்சிடப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_REPORT</name>
        <message>
            <source>{product} (the customer left; the service kept {currency} {fee})</source>
            <translation>{product} (வாடிக்கையாளர் சென்றுவிட்டார்; சேவை {currency} {fee} வைத்துக்கொண்டது)</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_RUNTIME</name>
        <message>
            <source>Agency link</source>
            <translation>ஏஜென்சி இணைப்பு</translation>
        </message>
        <message>
            <source>Retention eraser</source>
            <translation>காலம் முடிந்ததும் அழித்தல்</translation>
        </message>
        <message>
            <source>Books</source>
            <translation>கணக்கேடு</translation>
        </message>
        <message>
            <source>Mail</source>
            <translation>மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>Pending sales</source>
            <translation>நிலுவையிலுள்ள விற்பனைகள்</translation>
        </message>
        <message>
            <source>Disruption watch</source>
            <translation>ரத்து/மாற்றப் பயணக் கண்காணிப்பு</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR</name>
        <message>
            <source>An Aadhaar number has 12 digits: check it on the card.</source>
            <translation>ஆதார் எண்ணில் 12 இலக்கங்கள் உள்ளன: அட்டையில் பார்த்துச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>No Aadhaar number starts with 0 or 1: check it on the card.</source>
            <translation>எந்த ஆதார் எண்ணும் 0 அல்லது 1-இல் தொடங்காது: அட்டையில் பார்த்துச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>This is not an Aadhaar number (its last digit does not check): a digit is mistyped.</source>
            <translation>இது ஆதார் எண் அல்ல (அதன் கடைசி இலக்கம் சரிபார்ப்பில் பொருந்தவில்லை): ஓர் இலக்கம் தவறாகத் தட்டச்சு ஆகியுள்ளது.</translation>
        </message>
        <message>
            <source>The card's QR ends in {last_four}: this number is another card's, or mistyped.</source>
            <translation>அட்டையின் QR {last_four} என முடிகிறது: இந்த எண் வேறு அட்டையுடையது, அல்லது தவறாகத் தட்டச்சு ஆகியுள்ளது.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR_QR</name>
        <message>
            <source>Not read: longer than any QR code holds (a paste, not one scan). Nothing was filled in; scan the card's QR again.</source>
            <translation>படிக்கப்படவில்லை: எந்த QR குறியீடும் கொள்வதை விட நீளமானது (இது ஒட்டப்பட்டது, ஒரு ஸ்கேன் அல்ல). எதுவும் நிரப்பப்படவில்லை; அட்டையின் QR-ஐ மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: the scan was cut short. Nothing was filled in; hold the card still and scan its QR again.</source>
            <translation>படிக்கப்படவில்லை: ஸ்கேன் பாதியில் துண்டிக்கப்பட்டது. எதுவும் நிரப்பப்படவில்லை; அட்டையை அசையாமல் பிடித்து அதன் QR-ஐ மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: this code unpacks to far more than an Aadhaar QR holds and was refused. Nothing was filled in; type the passenger.</source>
            <translation>படிக்கப்படவில்லை: இந்தக் குறியீடு விரியும்போது ஆதார் QR கொள்வதை விட மிக அதிகமாகிறது, எனவே மறுக்கப்பட்டது. எதுவும் நிரப்பப்படவில்லை; பயணியைத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: UIDAI's signature does not match the card's data (the code was altered). Nothing was filled in; see the card and type the passenger.</source>
            <translation>படிக்கப்படவில்லை: UIDAI கையொப்பம் அட்டையின் தரவுடன் பொருந்தவில்லை (குறியீடு மாற்றப்பட்டுள்ளது). எதுவும் நிரப்பப்படவில்லை; அட்டையைப் பார்த்துப் பயணியைத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: signed with a key UIDAI never published. Nothing was filled in; see the card and type the passenger.</source>
            <translation>படிக்கப்படவில்லை: UIDAI ஒருபோதும் வெளியிடாத ஒரு சாவியால் கையொப்பமிடப்பட்டது. எதுவும் நிரப்பப்படவில்லை; அட்டையைப் பார்த்துப் பயணியைத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: this is not an Aadhaar Secure QR code. Nothing was filled in; scan the big QR code on the card, or on the mAadhaar app's profile.</source>
            <translation>படிக்கப்படவில்லை: இது ஆதாரின் பாதுகாப்பான QR குறியீடு அல்ல. எதுவும் நிரப்பப்படவில்லை; அட்டையில், அல்லது mAadhaar செயலியின் சுயவிவரத்தில், உள்ள பெரிய QR குறியீட்டை ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Not read: this app holds no UIDAI key of the time this QR was made, so it cannot tell it genuine. Nothing was filled in; type the passenger (an update of the app brings UIDAI's newer keys).</source>
            <translation>படிக்கப்படவில்லை: இந்த QR உருவான நேரத்துக்கான UIDAI சாவி இந்தச் செயலியிடம் இல்லை, எனவே இது உண்மையானதா எனச் சொல்ல முடியாது. எதுவும் நிரப்பப்படவில்லை; பயணியைத் தட்டச்சு செய்யுங்கள் (செயலியின் புதுப்பிப்பு UIDAI-இன் புதிய சாவிகளைக் கொண்டுவரும்).</translation>
        </message>
    </context>
    <context>
        <name>ERROR_WORDS</name>
        <message>
            <source>another program is using the file</source>
            <translation>வேறொரு நிரல் அந்தக் கோப்பைப் பயன்படுத்துகிறது</translation>
        </message>
        <message>
            <source>something unexpected went wrong</source>
            <translation>எதிர்பாராத ஏதோ தவறு நடந்தது</translation>
        </message>
        <message>
            <source>the disk can only be read, not written</source>
            <translation>வட்டைப் படிக்க மட்டுமே முடியும், எழுத முடியாது</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>வட்டு நிரம்பிவிட்டது</translation>
        </message>
        <message>
            <source>the disk reports an error</source>
            <translation>வட்டு ஒரு பிழையைத் தெரிவிக்கிறது</translation>
        </message>
        <message>
            <source>the file or folder is not there</source>
            <translation>கோப்போ கோப்புறையோ அங்கே இல்லை</translation>
        </message>
        <message>
            <source>this computer does not allow the file or folder to be used</source>
            <translation>இந்தக் கணினி அந்தக் கோப்பையோ கோப்புறையையோ பயன்படுத்த அனுமதிக்கவில்லை</translation>
        </message>
    </context>
    <context>
        <name>EXCESS_REFUND_CONTROLLER</name>
        <message>
            <source>{amount} paid back by {mode}: nothing is owed now.</source>
            <translation>{amount} {mode} மூலம் திருப்பித் தரப்பட்டது: இப்போது எதுவும் நிலுவையில் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>JOB_HEALTH</name>
        <message numerus="yes">
            <source>stopped after %n restart(s)</source>
            <translation>
                <numerusform>%n முறை மீண்டும் தொடங்கிய பின் நின்றது</numerusform>
                <numerusform>%n முறை மீண்டும் தொடங்கிய பின் நின்றது</numerusform>
            </translation>
        </message>
        <message>
            <source>late</source>
            <translation>தாமதம்</translation>
        </message>
        <message numerus="yes">
            <source>restarted %n time(s)</source>
            <translation>
                <numerusform>%n முறை மீண்டும் தொடங்கியது</numerusform>
                <numerusform>%n முறை மீண்டும் தொடங்கியது</numerusform>
            </translation>
        </message>
        <message>
            <source>{job}: {trouble}</source>
            <translation>{job}: {trouble}</translation>
        </message>
        <message>
            <source>{line}. Last error: {why}</source>
            <translation>{line}. கடைசிப் பிழை: {why}</translation>
        </message>
        <message numerus="yes">
            <source>{job} stopped at {time} after %n restart(s): {why}. Start it again in Background jobs; if it stops again, call support.</source>
            <translation>
                <numerusform>{job} {time} மணிக்கு %n முறை மீண்டும் தொடங்கிய பின் நின்றுவிட்டது: {why}. பின்னணி வேலைகளில் இதை மீண்டும் தொடங்குங்கள்; மீண்டும் நின்றால் உதவி மையத்தை அழையுங்கள்.</numerusform>
                <numerusform>{job} {time} மணிக்கு %n முறை மீண்டும் தொடங்கிய பின் நின்றுவிட்டது: {why}. பின்னணி வேலைகளில் இதை மீண்டும் தொடங்குங்கள்; மீண்டும் நின்றால் உதவி மையத்தை அழையுங்கள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>{job} has done nothing since {time}, longer than it may.</source>
            <translation>{job} {time} முதல் எதுவும் செய்யவில்லை, அனுமதித்த நேரத்தை விட அதிகம்.</translation>
        </message>
        <message>
            <source>last round {time}</source>
            <translation>கடைசிச் சுற்று {time}</translation>
        </message>
        <message>
            <source>next round when there is work</source>
            <translation>அடுத்த சுற்று வேலை வரும்போது</translation>
        </message>
        <message>
            <source>next round {time}</source>
            <translation>அடுத்த சுற்று {time}</translation>
        </message>
    </context>
    <context>
        <name>JOB_BOOKS</name>
        <message>
            <source>Books: {done} of {total} posted</source>
            <translation>கணக்கேடு: {total} இல் {done} பதிவானது</translation>
        </message>
        <message>
            <source>Books: kept</source>
            <translation>கணக்கேடு: பதிவில் உள்ளது</translation>
        </message>
        <message>
            <source>The journal&apos;s history could not be posted to the books ({kind}); tried again at the next start.</source>
            <translation>ஜர்னலின் பழைய கணக்கைக் கணக்கேட்டில் பதிய முடியவில்லை ({kind}); அடுத்த தொடக்கத்தில் மீண்டும் முயலப்படும்.</translation>
        </message>
        <message numerus="yes">
            <source>Books: %n problem(s)</source>
            <translation>
                <numerusform>கணக்கேடு: 1 சிக்கல்</numerusform>
                <numerusform>கணக்கேடு: %n சிக்கல்கள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) in the books</source>
            <translation>
                <numerusform>கணக்கேட்டில் 1 சிக்கல்</numerusform>
                <numerusform>கணக்கேட்டில் %n சிக்கல்கள்</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_ERASER</name>
        <message numerus="yes">
            <source>Retention: %n sale(s) erased</source>
            <translation>
                <numerusform>காலம்: %n விற்பனையின் தரவு அழிக்கப்பட்டது</numerusform>
                <numerusform>காலம்: %n விற்பனைகளின் தரவு அழிக்கப்பட்டது</numerusform>
            </translation>
        </message>
        <message>
            <source>ID numbers and scans due for erasure could not be erased ({kind}); tried again tomorrow.</source>
            <translation>அழிக்க வேண்டிய ID எண்களும் ஸ்கேன்களும் அழிக்கப்படவில்லை ({kind}); நாளை மீண்டும் முயலப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>JOB_REPLAY</name>
        <message numerus="yes">
            <source>Pending: %n unanswered</source>
            <translation>
                <numerusform>நிலுவை: %n பதில் வரவில்லை</numerusform>
                <numerusform>நிலுவை: %n பதில் வரவில்லை</numerusform>
            </translation>
        </message>
        <message>
            <source>Pending: none</source>
            <translation>நிலுவை: இல்லை</translation>
        </message>
    </context>
    <context>
        <name>JOB_WATCH</name>
        <message numerus="yes">
            <source>Watch: %n open</source>
            <translation>
                <numerusform>கண்காணிப்பு: %n திறந்தவை</numerusform>
                <numerusform>கண்காணிப்பு: %n திறந்தவை</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_KEEPER</name>
        <message>
            <source>it was stopped from outside</source>
            <translation>இது வெளியிலிருந்து நிறுத்தப்பட்டது</translation>
        </message>
        <message>
            <source>it failed ({kind})</source>
            <translation>இது தோல்வியடைந்தது ({kind})</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_JOB</name>
        <message>
            <source>{link} · records sent unsealed: this computer has no keyring to keep their key</source>
            <translation>{link} · பதிவுகள் முத்திரையின்றி அனுப்பப்படுகின்றன: அவற்றின் சாவியை வைத்திருக்க இந்தக் கணினியில் கீரிங் இல்லை</translation>
        </message>
        <message>
            <source>the agency link's thread ended</source>
            <translation>ஏஜென்சி இணைப்பின் இழை நின்றுவிட்டது</translation>
        </message>
        <message>
            <source>Agency: none</source>
            <translation>ஏஜென்சி: இல்லை</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_SANDBOX_PROCESS</name>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>{seconds} விநாடிகளுக்குள் பதில் இல்லை</translation>
        </message>
        <message>
            <source>its process ended with exit code {code}</source>
            <translation>அதன் செயல்முறை வெளியேறும் குறியீடு {code} உடன் முடிந்தது</translation>
        </message>
        <message>
            <source>its database file is damaged or is not a sandbox&apos;s</source>
            <translation>இதன் தரவுத்தளக் கோப்பு சேதமடைந்துள்ளது அல்லது சாண்ட்பாக்ஸுடையது அல்ல</translation>
        </message>
        <message>
            <source>its database file cannot be opened or made</source>
            <translation>இதன் தரவுத்தளக் கோப்பைத் திறக்கவோ உருவாக்கவோ முடியவில்லை</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_START_CACHE</name>
        <message>
            <source>as of {time}</source>
            <translation>{time} நிலவரப்படி</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_WALLET</name>
        <message>
            <source>Agent {number}</source>
            <translation>முகவர் {number}</translation>
        </message>
        <message>
            <source>Connected. {agent}; wallet balance {balance}, credit available {credit}, as read at {moment}.</source>
            <translation>இணைந்தது. {agent}; வாலெட் இருப்பு {balance}, கிடைக்கும் கடன் {credit}, {moment} அன்று படித்தபடி.</translation>
        </message>
    </context>
    <context>
        <name>CRASH</name>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact.</source>
            <translation>Counterdesk-க்குள் ஏதோ தவறு நடந்தது. செயலி இயங்குகிறது, நீங்கள் தட்டச்சு செய்தது வைக்கப்பட்டுள்ளது; அதே செயல் மீண்டும் தோல்வியடைந்தால் செயலியை மீண்டும் தொடங்கி உங்கள் ஆதரவுத் தொடர்பிடம் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact. The details are in the log file:
{log_file}</source>
            <translation>Counterdesk-க்குள் ஏதோ தவறு நடந்தது. செயலி இயங்குகிறது, நீங்கள் தட்டச்சு செய்தது வைக்கப்பட்டுள்ளது; அதே செயல் மீண்டும் தோல்வியடைந்தால் செயலியை மீண்டும் தொடங்கி உங்கள் ஆதரவுத் தொடர்பிடம் சொல்லுங்கள். விவரங்கள் பதிவுக் கோப்பில் உள்ளன:
{log_file}</translation>
        </message>
        <message>
            <source>Counterdesk: unexpected error</source>
            <translation>Counterdesk: எதிர்பாராத பிழை</translation>
        </message>
    </context>
    <context>
        <name>CRASH_NOTICE</name>
        <message>
            <source>Counterdesk stopped unexpectedly on {time}.</source>
            <translation>Counterdesk {time} அன்று எதிர்பாராமல் நின்றது.</translation>
        </message>
        <message>
            <source>No sale was lost: every sale made is kept in the journal.</source>
            <translation>எந்த விற்பனையும் இழக்கப்படவில்லை: செய்த ஒவ்வொரு விற்பனையும் ஜர்னலில் உள்ளது.</translation>
        </message>
        <message>
            <source>No sale was lost.</source>
            <translation>எந்த விற்பனையும் இழக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>The sale being typed ({summary}) was kept and is offered back now.</source>
            <translation>தட்டச்சு செய்யப்பட்டுக்கொண்டிருந்த விற்பனை ({summary}) வைக்கப்பட்டு இப்போது மீண்டும் காட்டப்படுகிறது.</translation>
        </message>
        <message>
            <source>The sale that was on its way to the service ({products}) is checked with the service now; the answer shows at the top of the window.</source>
            <translation>சேவைக்குச் சென்றுகொண்டிருந்த விற்பனை ({products}) இப்போது சேவையிடம் சரிபார்க்கப்படுகிறது; பதில் சாளரத்தின் மேலே தெரியும்.</translation>
        </message>
        <message>
            <source>A report of what happened was written. Copy it or save it for your support contact: keys, passwords and passport numbers are left out of it.</source>
            <translation>என்ன நடந்தது என்ற அறிக்கை எழுதப்பட்டது. உங்கள் ஆதரவுத் தொடர்புக்காக நகலெடுங்கள் அல்லது சேமியுங்கள்: சாவிகள், கடவுச்சொற்கள், பாஸ்போர்ட் எண்கள் அதில் இல்லை.</translation>
        </message>
        <message>
            <source>a fatal error</source>
            <translation>கடுமையான பிழை</translation>
        </message>
        <message>
            <source>closed from outside (killed, a power cut or a shut-down)</source>
            <translation>வெளியிலிருந்து மூடப்பட்டது (வலுக்கட்டாயமாக நிறுத்தம், மின்தடை அல்லது அணைப்பு)</translation>
        </message>
        <message>
            <source>{time} · {how}</source>
            <translation>{time} · {how}</translation>
        </message>
        <message>
            <source>Counterdesk stopped unexpectedly</source>
            <translation>Counterdesk எதிர்பாராமல் நின்றது</translation>
        </message>
        <message>
            <source>Crash reports</source>
            <translation>செயலிழப்பு அறிக்கைகள்</translation>
        </message>
        <message>
            <source>The times Counterdesk stopped unexpectedly (the last {keep} are kept). Copy or save a report for your support contact.</source>
            <translation>Counterdesk எதிர்பாராமல் நின்ற நேரங்கள் (கடைசி {keep} வைக்கப்படும்). உங்கள் ஆதரவுத் தொடர்புக்காக ஒரு அறிக்கையை நகலெடுங்கள் அல்லது சேமியுங்கள்.</translation>
        </message>
        <message>
            <source>Counterdesk has not stopped unexpectedly: there are no reports.</source>
            <translation>Counterdesk எதிர்பாராமல் நிற்கவில்லை: அறிக்கைகள் இல்லை.</translation>
        </message>
        <message>
            <source>The report</source>
            <translation>அறிக்கை</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>அறிக்கையை நகலெடு (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Save report…</source>
            <translation>அறிக்கையைச் சேமி (&amp;S)…</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>மூடு (&amp;L)</translation>
        </message>
        <message>
            <source>The report was copied: paste it into a message.</source>
            <translation>அறிக்கை நகலெடுக்கப்பட்டது: ஒரு செய்தியில் ஒட்டுங்கள்.</translation>
        </message>
        <message>
            <source>Save the crash report</source>
            <translation>செயலிழப்பு அறிக்கையைச் சேமி</translation>
        </message>
        <message>
            <source>The report was not saved: {error}</source>
            <translation>அறிக்கை சேமிக்கப்படவில்லை: {error}</translation>
        </message>
        <message>
            <source>The report was saved as {path}.</source>
            <translation>அறிக்கை {path} ஆகச் சேமிக்கப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>CREDIT_GAUGE</name>
        <message>
            <source>Credit facility</source>
            <translation>கடன் வசதி</translation>
        </message>
        <message>
            <source>Credit used {used} of the {limit} credit limit ({percent}); credit left {left} (cash not included)</source>
            <translation>{limit} கடன் வரம்பில் {used} கடன் பயன்படுத்தப்பட்டது ({percent}); மீதிக் கடன் {left} (ரொக்கம் சேர்க்கப்படவில்லை)</translation>
        </message>
        <message>
            <source>credit left · {percent} of the credit limit used</source>
            <translation>மீதிக் கடன் · கடன் வரம்பில் {percent} பயன்படுத்தப்பட்டது</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA</name>
        <message>
            <source>&amp;Name</source>
            <translation>பெயர் (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Phone</source>
            <translation>தொலைபேசி (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>மின்னஞ்சல் (&amp;E)</translation>
        </message>
        <message>
            <source>printed the ID numbers</source>
            <translation>அடையாள எண்களை அச்சிட்டார்</translation>
        </message>
        <message>
            <source>saw the ID numbers</source>
            <translation>அடையாள எண்களைப் பார்த்தார்</translation>
        </message>
        <message>
            <source>saw an ID scan</source>
            <translation>ஒரு அடையாள ஸ்கேனைப் பார்த்தார்</translation>
        </message>
        <message>
            <source>exported the data</source>
            <translation>தரவை ஏற்றுமதி செய்தார்</translation>
        </message>
        <message>
            <source>printed the summary</source>
            <translation>சுருக்கத்தை அச்சிட்டார்</translation>
        </message>
        <message>
            <source>corrected the details</source>
            <translation>விவரங்களைத் திருத்தினார்</translation>
        </message>
        <message>
            <source>erased the data</source>
            <translation>தரவை அழித்தார்</translation>
        </message>
        <message>
            <source>The customer's data: {ref}</source>
            <translation>வாடிக்கையாளரின் தரவு: {ref}</translation>
        </message>
        <message>
            <source>&amp;Save the summary as PDF for them</source>
            <translation>அவருக்காகச் சுருக்கத்தை PDF ஆகச் சேமி (&amp;S)</translation>
        </message>
        <message>
            <source>Save the &amp;correction</source>
            <translation>திருத்தத்தைச் சேமி (&amp;C)</translation>
        </message>
        <message>
            <source>Correct the customer's details</source>
            <translation>வாடிக்கையாளரின் விவரங்களைத் திருத்து</translation>
        </message>
        <message>
            <source>Passengers' &amp;ID numbers…</source>
            <translation>பயணிகளின் அடையாள எண்கள் (&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Who looked at this data…</source>
            <translation>இந்தத் தரவைப் பார்த்தவர்கள் (&amp;W)…</translation>
        </message>
        <message>
            <source>Save the ID &amp;list as PDF</source>
            <translation>அடையாளப் பட்டியலை PDF ஆகச் சேமி (&amp;L)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>எதுவும் மாற்றப்படவில்லை.</translation>
        </message>
        <message>
            <source>The correction is saved.</source>
            <translation>திருத்தம் சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>No ID numbers are held.</source>
            <translation>அடையாள எண்கள் எதுவும் வைக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>No one has read this customer's ID data.</source>
            <translation>இந்த வாடிக்கையாளரின் அடையாளத் தரவை யாரும் படிக்கவில்லை.</translation>
        </message>
        <message>
            <source>The log is whole.</source>
            <translation>பதிவேடு முழுமையாக உள்ளது.</translation>
        </message>
        <message>
            <source>The log was changed: {problems}</source>
            <translation>பதிவேடு மாற்றப்பட்டது: {problems}</translation>
        </message>
        <message>
            <source>The log cannot be proved whole: {problems}</source>
            <translation>பதிவேடு முழுமையானது என்று நிரூபிக்க முடியாது: {problems}</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA_CONTROLLER</name>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>கோப்பை எழுத முடியவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>the customer asked for a summary</source>
            <translation>வாடிக்கையாளர் சுருக்கம் கேட்டார்</translation>
        </message>
        <message>
            <source>The summary is in {path}: print it or give it to the customer, then delete it.</source>
            <translation>சுருக்கம் {path}-இல் உள்ளது: அச்சிடுங்கள் அல்லது வாடிக்கையாளரிடம் கொடுங்கள், பிறகு நீக்குங்கள்.</translation>
        </message>
        <message>
            <source>the customer asked for a correction</source>
            <translation>வாடிக்கையாளர் திருத்தம் கேட்டார்</translation>
        </message>
        <message>
            <source>Nothing was corrected: {reason}</source>
            <translation>எதுவும் திருத்தப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Passengers' ID documents: {ref}</source>
            <translation>பயணிகளின் அடையாள ஆவணங்கள்: {ref}</translation>
        </message>
        <message>
            <source>The list is in {path}: give it to the operator, then delete it.</source>
            <translation>பட்டியல் {path}-இல் உள்ளது: இயக்குநரிடம் கொடுத்து, பிறகு நீக்குங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DISPLAY</name>
        <message>
            <source>Customer display</source>
            <translation>வாடிக்கையாளர் திரை</translation>
        </message>
        <message>
            <source>Scan with any UPI app to pay {amount} by UPI</source>
            <translation>{amount} UPI மூலம் செலுத்த எந்த UPI செயலியிலும் ஸ்கேன் செய்யுங்கள்</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>வருக</translation>
        </message>
        <message>
            <source>{when}
Please check the names: {names}</source>
            <translation>{when}
பெயர்களைச் சரிபாருங்கள்: {names}</translation>
        </message>
        <message>
            <source>Thank you!</source>
            <translation>நன்றி!</translation>
        </message>
        <message>
            <source>Have a good trip.</source>
            <translation>பயணம் இனிதாகட்டும்.</translation>
        </message>
        <message>
            <source>Your change: {amount}</source>
            <translation>உங்கள் மீதி: {amount}</translation>
        </message>
        <message>
            <source>UPI part: {part} of {total}</source>
            <translation>UPI பகுதி: {total}-இல் {part}</translation>
        </message>
        <message>
            <source>{total}: {amount}</source>
            <translation>{total}: {amount}</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_FACING</name>
        <message>
            <source>What the customer sees: UPI and display</source>
            <translation>வாடிக்கையாளர் பார்ப்பது: UPI, திரை</translation>
        </message>
        <message>
            <source>e.g. agency@okaxis (empty: no UPI QR)</source>
            <translation>எ.கா. agency@okaxis (காலி: UPI QR இல்லை)</translation>
        </message>
        <message>
            <source>Empty: the agency's name</source>
            <translation>காலி: ஏஜென்சியின் பெயர்</translation>
        </message>
        <message>
            <source>Show the sale to the customer on a second screen</source>
            <translation>இரண்டாவது திரையில் வாடிக்கையாளருக்கு விற்பனையைக் காட்டு</translation>
        </message>
        <message>
            <source>Agency's UPI ID</source>
            <translation>ஏஜென்சியின் UPI ஐடி</translation>
        </message>
        <message>
            <source>UPI payee name</source>
            <translation>UPI பெறுநர் பெயர்</translation>
        </message>
        <message>
            <source>Name, phone and e-mail (empty: the agency)</source>
            <translation>பெயர், தொலைபேசி, மின்னஞ்சல் (காலி: ஏஜென்சி)</translation>
        </message>
        <message>
            <source>Optional, e.g. CCTV at the counter</source>
            <translation>விருப்பம், எ.கா. கவுண்டரில் CCTV</translation>
        </message>
        <message>
            <source>Contact for personal data</source>
            <translation>தனிப்பட்ட தரவுக்கான தொடர்பு</translation>
        </message>
        <message>
            <source>Added to the privacy notice</source>
            <translation>தனியுரிமை அறிவிப்பில் சேர்க்கப்படும்</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and so is the agency&apos;s name it stands for: type one of them.</source>
            <translation>UPI பெறுநர் பெயர் காலியாக உள்ளது, அது குறிக்கும் ஏஜென்சி பெயரும் காலி: இவற்றில் ஒன்றை உள்ளிடுங்கள்.</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and the agency&apos;s name it stands for is longer than {most} letters: type a shorter payee name.</source>
            <translation>UPI பெறுநர் பெயர் காலியாக உள்ளது, அது குறிக்கும் ஏஜென்சி பெயர் {most} எழுத்துகளை விட நீளமானது: சிறிய பெறுநர் பெயரை உள்ளிடுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_FIELDS</name>
        <message>
            <source>Customer before: {name}, {email}{business}. Enter fills them in.</source>
            <translation>முன்பு வந்த வாடிக்கையாளர்: {name}, {email}{business}. Enter அவற்றை நிரப்பும்.</translation>
        </message>
        <message>
            <source>, GSTIN {gstin}</source>
            <translation>, GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Customer &amp;name</source>
            <translation>வாடிக்கையாளர் பெயர் (&amp;N)</translation>
        </message>
        <message>
            <source>As on the customer's ID</source>
            <translation>வாடிக்கையாளரின் அடையாள அட்டையில் உள்ளபடி</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>மின்னஞ்சல் (&amp;E)</translation>
        </message>
        <message>
            <source>P&amp;hone</source>
            <translation>தொலைபேசி (&amp;H)</translation>
        </message>
        <message>
            <source>15 characters, e.g. 29AAGCB7383J1Z4</source>
            <translation>15 எழுத்துகள், எ.கா. 29AAGCB7383J1Z4</translation>
        </message>
        <message>
            <source>As registered for GST</source>
            <translation>GST-யில் பதிவானபடி</translation>
        </message>
        <message>
            <source>State code</source>
            <translation>மாநிலக் குறியீடு</translation>
        </message>
        <message>
            <source>2 digits; blank: the GSTIN's state</source>
            <translation>2 இலக்கங்கள்; காலி: GSTIN-இன் மாநிலம்</translation>
        </message>
        <message>
            <source>Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)</source>
            <translation>எ.கா. Asha Rao, asha@example.in, 9876543210[, 2 இருக்கைகள்]</translation>
        </message>
        <message>
            <source>The customer in one line, separated by commas. Enter fills the three fields below.</source>
            <translation>ஒரு வரியில் வாடிக்கையாளர், காற்புள்ளிகளால் பிரித்து. Enter கீழே உள்ள மூன்று புலங்களை நிரப்பும்.</translation>
        </message>
        <message>
            <source>Quick cus&amp;tomer</source>
            <translation>விரைவு வாடிக்கையாளர் (&amp;T)</translation>
        </message>
        <message>
            <source>Customer's phone</source>
            <translation>வாடிக்கையாளரின் தொலைபேசி</translation>
        </message>
        <message>
            <source>The number as it will be sent</source>
            <translation>அனுப்பப்படும் எண்</translation>
        </message>
        <message>
            <source>&amp;Business customer (GST invoice)</source>
            <translation>வணிக வாடிக்கையாளர் (GST விலைப்பட்டியல்) (&amp;B)</translation>
        </message>
        <message>
            <source>The customer display, the voucher, the receipt and the refund slip are in this language; your screens stay in yours.</source>
            <translation>வாடிக்கையாளர் திரை, வவுச்சர், ரசீது, ரீஃபண்ட் சீட்டு ஆகியவை இந்த மொழியில் இருக்கும்; உங்கள் திரைகள் உங்கள் மொழியிலேயே இருக்கும்.</translation>
        </message>
        <message>
            <source>Customer&apos;s language</source>
            <translation>வாடிக்கையாளர் மொழி</translation>
        </message>
        <message>
            <source>Customer&apos;s GSTIN</source>
            <translation>வாடிக்கையாளரின் GSTIN</translation>
        </message>
        <message>
            <source>E-mail the &amp;files</source>
            <translation>கோப்புகளை மின்னஞ்சல் செய் (&amp;F)</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>முகவரி</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND</name>
        <message>
            <source>Customer&apos;s excess</source>
            <translation>வாடிக்கையாளரின் கூடுதல் தொகை</translation>
        </message>
        <message>
            <source>reference; empty for cash</source>
            <translation>குறிப்பு எண்; ரொக்கத்திற்குக் காலியாக</translation>
        </message>
        <message>
            <source>Pay back the e&amp;xcess</source>
            <translation>கூடுதல் தொகையைத் திருப்பித் தா (&amp;X)</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>எதன் மூலம் திருப்பித் தருவது</translation>
        </message>
        <message>
            <source>Customer refund</source>
            <translation>வாடிக்கையாளர் ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>&amp;Record the refund given</source>
            <translation>கொடுத்த ரீஃபண்டைப் பதிவு செய் (&amp;R)</translation>
        </message>
        <message>
            <source>By the rule</source>
            <translation>விதிப்படி</translation>
        </message>
        <message>
            <source>The service gave the agency</source>
            <translation>சேவை ஏஜென்சிக்குக் கொடுத்தது</translation>
        </message>
        <message>
            <source>Paid &amp;back by</source>
            <translation>திருப்பிக் கொடுத்த வழி (&amp;B)</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>குறிப்பு எண்</translation>
        </message>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>வாடிக்கையாளர் முகவரி (&amp;E)</translation>
        </message>
        <message>
            <source>In rupees and paise; more than the rule needs a supervisor.</source>
            <translation>ரூபாய், பைசாவில்; விதிக்கு மேல் என்றால் மேற்பார்வையாளர் வேண்டும்.</translation>
        </message>
        <message>
            <source>Lower it for an agency fee if you must; more than the rule needs a supervisor.</source>
            <translation>தேவையெனில் ஏஜென்சிக் கட்டணத்துக்காகக் குறையுங்கள்; விதிக்கு மேல் என்றால் மேற்பார்வையாளர் வேண்டும்.</translation>
        </message>
        <message>
            <source>Recorded: give back {amount} by {mode}.</source>
            <translation>பதிவானது: {mode} மூலம் {amount} திருப்பிக் கொடுங்கள்.</translation>
        </message>
        <message>
            <source>reference</source>
            <translation>குறிப்பு</translation>
        </message>
        <message>
            <source>The reference of the refund paid (a transfer's or the card reversal slip's); empty for cash.</source>
            <translation>கொடுத்த ரீஃபண்டின் குறிப்பு (பரிமாற்றத்தின் அல்லது கார்டு ரிவர்சல் சீட்டின்); ரொக்கத்துக்கு காலியாக.</translation>
        </message>
        <message>
            <source>&amp;Nothing more is owed after this</source>
            <translation>இதன் பிறகு நிலுவை இல்லை (&amp;N)</translation>
        </message>
        <message>
            <source>Ticked, what is not given now is kept (an agency fee); unticked, it stays owed by its tender and is paid later.</source>
            <translation>தேர்ந்தெடுத்தால், இப்போது கொடுக்காதது வைத்துக்கொள்ளப்படும் (ஏஜென்சிக் கட்டணம்); இல்லையெனில் அது அதன் செலுத்தும் வழியில் நிலுவையாக இருந்து பின்னர் கொடுக்கப்படும்.</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>நிலுவை, வழிப்படி</translation>
        </message>
        <message>
            <source>&amp;Give back now</source>
            <translation>இப்போது திருப்பிக் கொடு (&amp;G)</translation>
        </message>
        <message>
            <source>{given} Still owed: {owed}.</source>
            <translation>{given} இன்னும் நிலுவை: {owed}.</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>எதுவும் இல்லை</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND_CONTROLLER</name>
        <message>
            <source>Refund slip {number} was not printed: {reason}</source>
            <translation>ரீஃபண்ட் சீட்டு {number} அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Refund slip {number} printed.</source>
            <translation>ரீஃபண்ட் சீட்டு {number} அச்சிடப்பட்டது.</translation>
        </message>
        <message>
            <source>Type the refund in rupees and paise, zero or more.</source>
            <translation>ரீஃபண்டை ரூபாய், பைசாவில் தட்டச்சு செய்யுங்கள், பூஜ்ஜியம் அல்லது அதிகம்.</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then record.</source>
            <translation>எந்த ஷிஃப்டும் திறக்கப்படவில்லை: ஷிஃப்ட் அறிக்கை திரையில் (Ctrl+7) ஒன்றைத் திறந்து பதிவு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>No receipt printer is set: write the refund slip by hand.</source>
            <translation>ரசீது பிரிண்டர் அமைக்கப்படவில்லை: ரீஃபண்ட் சீட்டைக் கையால் எழுதுங்கள்.</translation>
        </message>
        <message>
            <source>The refund slip is printed.</source>
            <translation>ரீஃபண்ட் சீட்டு அச்சிடப்பட்டது.</translation>
        </message>
        <message>
            <source>The refund slip was not printed: {reason}</source>
            <translation>ரீஃபண்ட் சீட்டு அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} was not printed: {reason}</source>
            <translation>கடன் குறிப்பு {number} அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} printed.</source>
            <translation>கடன் குறிப்பு {number} அச்சிடப்பட்டது.</translation>
        </message>
        <message>
            <source>Nothing to record: type what goes back now, or tick that nothing more is owed.</source>
            <translation>பதிவு செய்ய எதுவும் இல்லை: இப்போது திருப்பிக் கொடுப்பதைத் தட்டச்சு செய்யுங்கள், அல்லது இனி நிலுவை இல்லை எனத் தேர்ந்தெடுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>DATA_SUMMARY</name>
        <message>
            <source>this agency</source>
            <translation>இந்த ஏஜென்சி</translation>
        </message>
        <message>
            <source>Name: {name}</source>
            <translation>பெயர்: {name}</translation>
        </message>
        <message>
            <source>Phone: {phone}</source>
            <translation>தொலைபேசி: {phone}</translation>
        </message>
        <message>
            <source>E-mail: {email}</source>
            <translation>மின்னஞ்சல்: {email}</translation>
        </message>
        <message>
            <source>Bookings: {refs}</source>
            <translation>முன்பதிவுகள்: {refs}</translation>
        </message>
        <message>
            <source>Passengers: {names}</source>
            <translation>பயணிகள்: {names}</translation>
        </message>
        <message numerus="yes">
            <source>ID numbers in use: %n</source>
            <translation>
                <numerusform>பயன்பாட்டில் உள்ள அடையாள எண்: %n</numerusform>
                <numerusform>பயன்பாட்டில் உள்ள அடையாள எண்கள்: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Digests of ID scans: %n</source>
            <translation>
                <numerusform>அடையாள ஸ்கேனின் சரிபார்ப்புக் குறியீடு: %n</numerusform>
                <numerusform>அடையாள ஸ்கேன்களின் சரிபார்ப்புக் குறியீடுகள்: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>ID numbers kept out of use, sealed: %n</source>
            <translation>
                <numerusform>பயன்பாட்டுக்கு வெளியே, முத்திரையிட்ட அடையாள எண்: %n</numerusform>
                <numerusform>பயன்பாட்டுக்கு வெளியே, முத்திரையிட்ட அடையாள எண்கள்: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator of each trip.</source>
            <translation>நாங்கள் விற்கும் முன்பதிவுச் சேவையும் ஒவ்வொரு பயணத்தின் படகு அல்லது சுற்றுலா இயக்குநரும்.</translation>
        </message>
        <message>
            <source>{agency}'s shared records of its counters.</source>
            <translation>{agency}-இன் கவுண்டர்களின் பகிர்ந்த பதிவுகள்.</translation>
        </message>
        <message>
            <source>What {agency} holds about you</source>
            <translation>{agency} உங்களைப் பற்றி வைத்திருப்பவை</translation>
        </message>
        <message>
            <source>What we hold</source>
            <translation>நாங்கள் வைத்திருப்பவை</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>ஏன்</translation>
        </message>
        <message>
            <source>To book your trips; for the operator's identity checks; for your receipts or GST invoices and our tax records.</source>
            <translation>உங்கள் பயணங்களை முன்பதிவு செய்ய; இயக்குநரின் அடையாளச் சரிபார்ப்புக்கு; உங்கள் ரசீதுகள் அல்லது GST விலைப்பட்டியல்களுக்கும் எங்கள் வரிப் பதிவுகளுக்கும்.</translation>
        </message>
        <message>
            <source>Who else received it</source>
            <translation>வேறு யார் பெற்றார்கள்</translation>
        </message>
        <message>
            <source>How long</source>
            <translation>எவ்வளவு காலம்</translation>
        </message>
        <message>
            <source>ID numbers: out of use {days} days after each trip, destroyed one year after the booking. Names, contacts and amounts: with the tax records, as long as tax law requires.</source>
            <translation>அடையாள எண்கள்: ஒவ்வொரு பயணத்துக்கும் {days} நாட்களுக்குப் பின் பயன்பாட்டுக்கு வெளியே, முன்பதிவுக்கு ஒரு ஆண்டுக்குப் பின் அழிக்கப்படும். பெயர்கள், தொடர்புகள், தொகைகள்: வரிச் சட்டம் கேட்கும் வரை வரிப் பதிவுகளுடன்.</translation>
        </message>
        <message>
            <source>What you may ask</source>
            <translation>நீங்கள் கேட்கக்கூடியவை</translation>
        </message>
        <message>
            <source>A correction, an erasure, or a copy of this data; to complain, contact {contact}, then the Data Protection Board of India.</source>
            <translation>இந்தத் தரவின் திருத்தம், அழிப்பு அல்லது நகல்; புகார் செய்ய {contact}-ஐத் தொடர்புகொள்ளுங்கள், பிறகு இந்தியத் தரவுப் பாதுகாப்பு வாரியத்தை.</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHART</name>
        <message>
            <source>Total</source>
            <translation>மொத்தம்</translation>
        </message>
        <message>
            <source>Balance ({currency})</source>
            <translation>இருப்பு ({currency})</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>பின் இருப்பு</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>மாற்றம்</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>What</source>
            <translation>என்ன</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>நேரம்</translation>
        </message>
        <message>
            <source>{title}: table</source>
            <translation>{title}: அட்டவணை</translation>
        </message>
        <message>
            <source>The same figures are in the table beside the chart.</source>
            <translation>அதே கணக்குகள் வரைபடத்தின் அருகே உள்ள அட்டவணையில் உள்ளன.</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHARTS</name>
        <message>
            <source>No sales yet on this day.</source>
            <translation>இந்த நாளில் இன்னும் விற்பனை இல்லை.</translation>
        </message>
        <message>
            <source>Takings by tender (net of refunds paid)</source>
            <translation>செலுத்தும் முறை வாரியான வசூல் (கொடுத்த ரீஃபண்டுகள் நீங்கலாக)</translation>
        </message>
        <message>
            <source>No takings yet: the drawer's figures come with the shift.</source>
            <translation>இன்னும் வசூல் இல்லை: டிராயரின் கணக்குகள் ஷிஃப்டுடன் வரும்.</translation>
        </message>
        <message>
            <source>Hour</source>
            <translation>மணி</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>கவுண்டர்</translation>
        </message>
        <message>
            <source>What the wallet paid</source>
            <translation>வாலெட் செலுத்தியது</translation>
        </message>
        <message>
            <source>What customers paid</source>
            <translation>வாடிக்கையாளர்கள் செலுத்தியது</translation>
        </message>
        <message>
            <source>Sales by hour: what the wallet paid</source>
            <translation>மணிநேர வாரியான விற்பனை: வாலெட் செலுத்தியது</translation>
        </message>
        <message>
            <source>Sales by hour: what customers paid</source>
            <translation>மணிநேர வாரியான விற்பனை: வாடிக்கையாளர்கள் செலுத்தியது</translation>
        </message>
        <message>
            <source>What sales by hour add up</source>
            <translation>மணிநேர வாரியான விற்பனையில் எது கூட்டப்படுகிறது</translation>
        </message>
        <message>
            <source>Wallet ({currency})</source>
            <translation>வாலெட் ({currency})</translation>
        </message>
        <message>
            <source>Customers ({currency})</source>
            <translation>வாடிக்கையாளர் ({currency})</translation>
        </message>
    </context>
    <context>
        <name>DESK</name>
        <message>
            <source>Some ID numbers or scans of the kept sale cannot be read: they were kept encrypted with a key this computer's password store no longer has. Type or scan them again.</source>
            <translation>வைத்த விற்பனையின் சில அடையாள எண்கள் அல்லது ஸ்கேன்களைப் படிக்க முடியவில்லை: இந்தக் கணினியின் கடவுச்சொல் ஸ்டோரில் இப்போது இல்லாத சாவியால் அவை மறையாக்கப்பட்டிருந்தன. மீண்டும் தட்டச்சு செய்யுங்கள் அல்லது ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>A sale was in progress when Counterdesk last closed: {summary} (saved {saved}).</source>
            <translation>Counterdesk கடைசியாக மூடியபோது ஒரு விற்பனை நடந்துகொண்டிருந்தது: {summary} (சேமித்தது {saved}).</translation>
        </message>
        <message>
            <source>Restore it to go on where it was left, or discard it.</source>
            <translation>விட்ட இடத்திலிருந்து தொடர மீட்டெடுங்கள், அல்லது நீக்குங்கள்.</translation>
        </message>
        <message>
            <source>&amp;Restore it</source>
            <translation>மீட்டெடு (&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>DETAIL_HTML</name>
        <message>
            <source>Rates before GST</source>
            <translation>GST-க்கு முன் கட்டண விகிதங்கள்</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST-க்கு முன் கட்டணம்</translation>
        </message>
        <message>
            <source>Net partner price, before GST: {low} – {high}</source>
            <translation>கூட்டாளரின் நிகர விலை, GST-க்கு முன்: {low} – {high}</translation>
        </message>
        <message>
            <source>Net fare, before fare GST and service charge: {price}</source>
            <translation>நிகர கட்டணம், கட்டண GST மற்றும் சேவைக் கட்டணத்திற்கு முன்: {price}</translation>
        </message>
        <message>
            <source>What the customer pays: fare GST and service charge included</source>
            <translation>வாடிக்கையாளர் செலுத்துவது: கட்டண GST மற்றும் சேவைக் கட்டணம் உட்பட</translation>
        </message>
        <message>
            <source>These prices summarise the coming dates. The exact fare of a date and slot comes from the availability search (press Enter).</source>
            <translation>இந்த விலைகள் வரும் தேதிகளின் சுருக்கம். ஒரு தேதி, ஸ்லாட்டின் சரியான கட்டணம் இடங்கள் தேடலில் வரும் (Enter அழுத்துங்கள்).</translation>
        </message>
        <message>
            <source>Price per person</source>
            <translation>ஒருவருக்கு விலை</translation>
        </message>
        <message>
            <source>Included</source>
            <translation>சேர்க்கப்பட்டுள்ளது</translation>
        </message>
        <message>
            <source>Not included</source>
            <translation>சேர்க்கப்படவில்லை</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Not available: {reason}</source>
            <translation>கிடைக்கவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Available dates</source>
            <translation>கிடைக்கும் தேதிகள்</translation>
        </message>
        <message>
            <source>Booking cut-off</source>
            <translation>முன்பதிவு முடிவு நேரம்</translation>
        </message>
        <message>
            <source>{minutes} minutes before the slot starts (a slot may set its own cut-off, which then applies).</source>
            <translation>ஸ்லாட் தொடங்குவதற்கு {minutes} நிமிடங்கள் முன் (ஒரு ஸ்லாட் தன் சொந்த நேரத்தை அமைக்கலாம், அப்போது அதுவே பொருந்தும்).</translation>
        </message>
        <message>
            <source>&lt;b&gt;required&lt;/b&gt;</source>
            <translation>&lt;b&gt;தேவை&lt;/b&gt;</translation>
        </message>
        <message>
            <source>not required</source>
            <translation>தேவையில்லை</translation>
        </message>
        <message numerus="yes">
            <source>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · %n seat(s) left</source>
            <translation>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · புறப்படும் நேரம் {departs}, பயணம் முடிவு {ends} · %n இருக்கை உள்ளது</numerusform>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · புறப்படும் நேரம் {departs}, பயணம் முடிவு {ends} · %n இருக்கைகள் உள்ளன</numerusform>
            </translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan of it.</source>
            <translation>வெளிநாட்டுப் பயணிகளுக்கு எப்போதும் பாஸ்போர்ட், அதன் எண், அதன் ஸ்கேன் வேண்டும்.</translation>
        </message>
        <message>
            <source>{percent} % on the boat fare (permits are government fees)</source>
            <translation>படகுக் கட்டணத்தில் {percent} % (பர்மிட்கள் அரசுக் கட்டணங்கள்)</translation>
        </message>
        <message>
            <source>Identity documents</source>
            <translation>அடையாள ஆவணங்கள்</translation>
        </message>
        <message>
            <source>ID document for every passenger: {id_type}&lt;br&gt;Document number: {number}&lt;br&gt;Scan of the document: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</source>
            <translation>ஒவ்வொரு பயணிக்கும் அடையாள ஆவணம்: {id_type}&lt;br&gt;ஆவண எண்: {number}&lt;br&gt;ஆவணத்தின் ஸ்கேன்: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>டிக்கெட்</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>வயது</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>நாட்டுரிமை</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>நிகரம்</translation>
        </message>
        <message>
            <source>Rates</source>
            <translation>கட்டண விகிதங்கள்</translation>
        </message>
        <message>
            <source>No fare: {tickets} (not in this range).</source>
            <translation>கட்டணம் இல்லை: {tickets} (இந்த வரம்பில் சேர்க்கப்படவில்லை).</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_CONTROLLER</name>
        <message>
            <source>Rebooked.</source>
            <translation>மீண்டும் முன்பதிவு செய்யப்பட்டது.</translation>
        </message>
        <message>
            <source>The message for {customer} is copied: paste it into SMS or WhatsApp.</source>
            <translation>{customer} அவர்களுக்கான செய்தி நகலெடுக்கப்பட்டது: SMS அல்லது WhatsApp-இல் ஒட்டவும்.</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_SCREEN</name>
        <message>
            <source>Counter</source>
            <translation>கவுண்டர்</translation>
        </message>
        <message>
            <source>Departure</source>
            <translation>புறப்பாடு</translation>
        </message>
        <message>
            <source>Disrupted bookings of every counter</source>
            <translation>ஒவ்வொரு கவுண்டரின் பாதிக்கப்பட்ட முன்பதிவுகள்</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>இயக்குநரால் ரத்து செய்யப்பட்டது</translation>
        </message>
        <message>
            <source>Changed by the operator</source>
            <translation>இயக்குநரால் மாற்றப்பட்டது</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>முன்பதிவு</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>வாடிக்கையாளர்</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>தொலைபேசி</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>Party</source>
            <translation>பயணக் குழு</translation>
        </message>
        <message>
            <source>Wallet got back</source>
            <translation>வாலெட்டுக்குத் திரும்பியது</translation>
        </message>
        <message>
            <source>Owed to the customer</source>
            <translation>வாடிக்கையாளருக்குத் தர வேண்டியது</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>கண்டறிந்தது</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>இடையூறுகள்</translation>
        </message>
        <message>
            <source>Disrupted bookings</source>
            <translation>பாதிக்கப்பட்ட முன்பதிவுகள்</translation>
        </message>
        <message>
            <source>No booking of this counter is disrupted.</source>
            <translation>இந்தக் கவுண்டரின் எந்த முன்பதிவும் பாதிக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>Message for the customer</source>
            <translation>வாடிக்கையாளருக்கான செய்தி</translation>
        </message>
        <message>
            <source>&amp;Copy message</source>
            <translation>செய்தியை நகலெடு (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Refund</source>
            <translation>ரீஃபண்ட் (&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;book…</source>
            <translation>மீண்டும் முன்பதிவு… (&amp;B)</translation>
        </message>
        <message>
            <source>Customer &amp;told</source>
            <translation>வாடிக்கையாளரிடம் சொல்லப்பட்டது (&amp;T)</translation>
        </message>
        <message>
            <source>Message for the customer (SMS, WhatsApp):</source>
            <translation>வாடிக்கையாளருக்கான செய்தி (SMS, WhatsApp):</translation>
        </message>
        <message numerus="yes">
            <source>%n departure(s) disrupted</source>
            <translation>
                <numerusform>%n புறப்பாடு பாதிக்கப்பட்டது</numerusform>
                <numerusform>%n புறப்பாடுகள் பாதிக்கப்பட்டன</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n booking(s) to deal with</source>
            <translation>
                <numerusform>கவனிக்க வேண்டிய %n முன்பதிவு</numerusform>
                <numerusform>கவனிக்க வேண்டிய %n முன்பதிவுகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Across the agency: %n booking(s) open</source>
            <translation>
                <numerusform>முழு நிறுவனத்திலும்: %n முன்பதிவு நிலுவையில்</numerusform>
                <numerusform>முழு நிறுவனத்திலும்: %n முன்பதிவுகள் நிலுவையில்</numerusform>
            </translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>கடிதம்</translation>
        </message>
        <message numerus="yes">
            <source>%n of {sold} seat(s) cancelled</source>
            <translation>
                <numerusform>{sold} இல் %n இருக்கை ரத்து</numerusform>
                <numerusform>{sold} இல் %n இருக்கைகள் ரத்து</numerusform>
            </translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat</source>
            <translation>{seats}, ஒரு இருக்கைக்கு {amount}</translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat, {over} more on one</source>
            <translation>{seats}, ஒரு இருக்கைக்கு {amount}, ஒன்றில் {over} கூடுதல்</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_BANNER</name>
        <message>
            <source>Open Disruptions</source>
            <translation>இடையூறுகளைத் திற</translation>
        </message>
        <message numerus="yes">
            <source>The operator cancelled or changed %n booking(s) sold here: their customers are to be told, refunded or rebooked.</source>
            <translation>
                <numerusform>இங்கு விற்கப்பட்ட %n முன்பதிவை இயக்குநர் ரத்து செய்தார் அல்லது மாற்றினார்: வாடிக்கையாளரிடம் சொல்ல, ரீஃபண்ட் தர அல்லது மீண்டும் முன்பதிவு செய்ய வேண்டும்.</numerusform>
                <numerusform>இங்கு விற்கப்பட்ட %n முன்பதிவுகளை இயக்குநர் ரத்து செய்தார் அல்லது மாற்றினார்: வாடிக்கையாளர்களிடம் சொல்ல, ரீஃபண்ட் தர அல்லது மீண்டும் முன்பதிவு செய்ய வேண்டும்.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_MESSAGE</name>
        <message>
            <source>Dear {name}, the operator has changed {trip} of your booking {ref}: it now leaves on {day} at {time}. You can keep the new time, move to another departure, or have your money back. Please call us or come to the counter.</source>
            <translation>அன்புள்ள {name}, உங்கள் முன்பதிவு {ref}-இன் {trip} பயணத்தை இயக்குநர் மாற்றியுள்ளார்: இப்போது அது {day} அன்று {time} மணிக்குப் புறப்படும். புதிய நேரத்தை வைத்துக்கொள்ளலாம், வேறு புறப்பாட்டுக்கு மாறலாம், அல்லது பணத்தைத் திரும்பப் பெறலாம். எங்களை அழைக்கவும் அல்லது கவுண்டருக்கு வரவும்.</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You can move to another departure or have your money back. Please call us or come to the counter.</source>
            <translation>அன்புள்ள {name}, {day} அன்றைய {trip} பயணத்தை இயக்குநர் ரத்து செய்துள்ளார் (முன்பதிவு {ref}). வேறு புறப்பாட்டுக்கு மாறலாம் அல்லது பணத்தைத் திரும்பப் பெறலாம். எங்களை அழைக்கவும் அல்லது கவுண்டருக்கு வரவும்.</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You are owed ₹{amount}. You can have it back, or move to another departure. Please call us or come to the counter.</source>
            <translation>அன்புள்ள {name}, {day} அன்றைய {trip} பயணத்தை இயக்குநர் ரத்து செய்துள்ளார் (முன்பதிவு {ref}). உங்களுக்கு ₹{amount} திருப்பித் தர வேண்டும். அதைத் திரும்பப் பெறலாம், அல்லது வேறு புறப்பாட்டுக்கு மாறலாம். எங்களை அழைக்கவும் அல்லது கவுண்டருக்கு வரவும்.</translation>
        </message>
        <message>
            <source>News of your booking {ref}</source>
            <translation>உங்கள் முன்பதிவு {ref} பற்றிய செய்தி</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES</name>
        <message>
            <source>Copies of the customer&apos;s documents</source>
            <translation>வாடிக்கையாளரின் ஆவணங்களின் நகல்கள்</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>அச்சிடு</translation>
        </message>
        <message>
            <source>Receipt or invoice</source>
            <translation>ரசீது/விலைப்பட்டியல்</translation>
        </message>
        <message>
            <source>Credit notes</source>
            <translation>கிரெடிட் நோட்டுகள்</translation>
        </message>
        <message>
            <source>Save a duplicate as PDF</source>
            <translation>நகலை PDF ஆகச் சேமிக்கவும்</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES_CONTROLLER</name>
        <message>
            <source>The duplicate was not saved: {reason}</source>
            <translation>நகல் சேமிக்கப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Duplicate saved to {path}.</source>
            <translation>நகல் {path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>The duplicate was not printed: {reason}</source>
            <translation>நகல் அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Duplicate printed.</source>
            <translation>நகல் அச்சிடப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_CUTOFF</name>
        <message>
            <source>Booking closed {minutes} minutes before the slot start.</source>
            <translation>ஸ்லாட் தொடங்குவதற்கு {minutes} நிமிடங்கள் முன் முன்பதிவு முடிந்தது.</translation>
        </message>
        <message>
            <source>Booking closed {days} day(s) before departure.</source>
            <translation>புறப்பாட்டுக்கு {days} நாள்(கள்) முன் முன்பதிவு முடிந்தது.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_ENVIRONMENT</name>
        <message>
            <source>SANDBOX — training, not valid for travel</source>
            <translation>சாண்ட்பாக்ஸ் — பயிற்சி, பயணத்துக்குச் செல்லாது</translation>
        </message>
        <message>
            <source>The service changed from {before} to {after} between two answers (a changed address or a misconfigured proxy).</source>
            <translation>இரண்டு பதில்களுக்கு இடையில் சேவை {before}-இலிருந்து {after}-க்கு மாறியது (முகவரி மாறியது அல்லது ப்ராக்ஸி தவறாக அமைக்கப்பட்டது).</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_FIELDS</name>
        <message>
            <source>{field} is required.</source>
            <translation>{field} தேவை.</translation>
        </message>
        <message>
            <source>{field} must be a whole number.</source>
            <translation>{field} ஒரு முழு எண்ணாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} must be from {low} to {high}.</source>
            <translation>{field} {low} முதல் {high} வரை இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} must be at least {low}.</source>
            <translation>{field} குறைந்தது {low} இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} has a broken character (half of one); retype it.</source>
            <translation>{field}-இல் உடைந்த எழுத்து (பாதி) உள்ளது; மீண்டும் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{field} contains a control character (such as NUL, a tab or a line break); retype it.</source>
            <translation>{field}-இல் கட்டுப்பாட்டு எழுத்து (NUL, tab அல்லது வரி முறிவு போல) உள்ளது; மீண்டும் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{field} contains an invisible formatting character (such as a right-to-left override or a zero-width space); retype it.</source>
            <translation>{field} இல் கண்ணுக்குத் தெரியாத வடிவமைப்பு எழுத்து (வலமிருந்து-இடம் மேலெழுதல் அல்லது பூஜ்ய-அகல இடைவெளி போன்றது) உள்ளது; மீண்டும் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{field} must be text.</source>
            <translation>{field} உரையாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} is {length} characters; at most {most} are allowed.</source>
            <translation>{field} {length} எழுத்துகள்; அதிகபட்சம் {most} அனுமதி.</translation>
        </message>
        <message>
            <source>{field} is not valid ({hint}).</source>
            <translation>{field} செல்லாது ({hint}).</translation>
        </message>
        <message>
            <source>{field} is not valid.</source>
            <translation>{field} செல்லாது.</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}.</source>
            <translation>{field} {choices}-இல் ஒன்றாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} must be a date written YYYY-MM-DD.</source>
            <translation>{field} YYYY-MM-DD என எழுதிய தேதியாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{field} is not a field of this request.</source>
            <translation>{field} இந்தக் கோரிக்கையின் புலம் அல்ல.</translation>
        </message>
        <message>
            <source>Passenger name</source>
            <translation>பயணி பெயர்</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>பாலினம்</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>அடையாள அட்டை வகை</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>அடையாள எண்</translation>
        </message>
        <message>
            <source>ID document scan</source>
            <translation>அடையாள ஆவண ஸ்கேன்</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>வாடிக்கையாளர் பெயர்</translation>
        </message>
        <message>
            <source>Customer email</source>
            <translation>வாடிக்கையாளர் மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>Customer phone</source>
            <translation>வாடிக்கையாளர் தொலைபேசி</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>பயணத் தேதி</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>நாட்டுரிமை</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>வயது</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>எண்ணிக்கை</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>Module type</source>
            <translation>தொகுதி வகை</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>தொகுதி</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>செயல்</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>தேதி</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>வரம்பு</translation>
        </message>
        <message>
            <source>Request id</source>
            <translation>கோரிக்கை ஐடி</translation>
        </message>
        <message>
            <source>Availability id</source>
            <translation>இட ஐடி</translation>
        </message>
        <message>
            <source>Slot id</source>
            <translation>ஸ்லாட் ஐடி</translation>
        </message>
        <message>
            <source>Schedule id</source>
            <translation>அட்டவணை ஐடி</translation>
        </message>
        <message>
            <source>Activity id</source>
            <translation>ஆக்டிவிட்டி ஐடி</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GST</name>
        <message>
            <source>Agent: GST on the service charge only</source>
            <translation>முகவர்: சேவைக் கட்டணத்தில் மட்டும் GST</translation>
        </message>
        <message>
            <source>Tour operator: GST on the whole price</source>
            <translation>சுற்றுலா நடத்துநர்: முழு விலையில் GST</translation>
        </message>
        <message>
            <source>Not registered or composition: Bill of Supply</source>
            <translation>பதிவில்லை அல்லது கூட்டுத்திட்டம்: வழங்கல் பில்</translation>
        </message>
        <message>
            <source>The customer's GSTIN is of state {code}, not {state}.</source>
            <translation>வாடிக்கையாளரின் GSTIN மாநிலம் {code}-உடையது, {state}-உடையது அல்ல.</translation>
        </message>
        <message>
            <source>A business customer's invoice needs its address.</source>
            <translation>வணிக வாடிக்கையாளரின் விலைப்பட்டியலுக்கு அதன் முகவரி வேண்டும்.</translation>
        </message>
        <message>
            <source>{code} is not a GST state code.</source>
            <translation>{code} ஒரு GST மாநிலக் குறியீடு அல்ல.</translation>
        </message>
        <message>
            <source>A registered agency needs its state.</source>
            <translation>பதிவுசெய்த ஏஜென்சிக்கு அதன் மாநிலம் வேண்டும்.</translation>
        </message>
        <message>
            <source>The agency's GSTIN is of state {code}, not {state}.</source>
            <translation>ஏஜென்சியின் GSTIN மாநிலம் {code}-உடையது, {state}-உடையது அல்ல.</translation>
        </message>
        <message>
            <source>Service charge (reservation)</source>
            <translation>சேவைக் கட்டணம் (முன்பதிவு)</translation>
        </message>
        <message>
            <source>Tour or boat trip</source>
            <translation>சுற்றுலா அல்லது படகுப் பயணம்</translation>
        </message>
        <message>
            <source>Tour or boat price paid on your behalf (pure agent, not taxable)</source>
            <translation>உங்கள் சார்பில் செலுத்திய சுற்றுலா அல்லது படகு விலை (தூய முகவர், வரிக்கு உட்படாதது)</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>தள்ளுபடி</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>The amount charged is the gross amount for the tour, including the charges for accommodation and transport. No input tax credit has been taken on the goods and services used for it, other than tour operator services bought from another tour operator (notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)).</source>
            <translation>வசூலிக்கப்பட்ட தொகை, தங்குமிடம் மற்றும் போக்குவரத்துக் கட்டணங்கள் உட்பட, இந்தச் சுற்றுலாவுக்கான மொத்தத் தொகை ஆகும். வேறொரு சுற்றுலா இயக்குநரிடமிருந்து வாங்கிய சுற்றுலா இயக்குநர் சேவைகள் தவிர, இதற்குப் பயன்பட்ட பொருட்கள் மற்றும் சேவைகளுக்கு உள்ளீட்டு வரி வரவு எதுவும் பெறப்படவில்லை (அறிவிக்கை 11/2017-மத்திய வரி (விகிதம்), வ. எண் 23 (i)).</translation>
        </message>
        <message>
            <source>The tour operator's rate applies only to tours that include accommodation and transport. A boat or activity sale alone is taxed as the agent's charge.</source>
            <translation>சுற்றுலா இயக்குநர் விகிதம் தங்குமிடமும் போக்குவரத்தும் சேர்ந்த சுற்றுலாக்களுக்கு மட்டுமே பொருந்தும். படகு அல்லது செயல்பாட்டு விற்பனை மட்டும் என்றால், முகவரின் கட்டணமாக வரி விதிக்கப்படும்.</translation>
        </message>
        <message>
            <source>A consumer's tax invoice of 50,000 or more taxable value names their address.</source>
            <translation>50,000 அல்லது அதற்கு மேல் வரிக்குட்பட்ட மதிப்புள்ள நுகர்வோரின் வரி விலைப்பட்டியலில் அவரது முகவரி இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>A credit note to a consumer names their address.</source>
            <translation>நுகர்வோருக்கான கடன் குறிப்பில் அவரது முகவரி இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The place of supply is taken from the customer's address: give it.</source>
            <translation>வழங்கும் இடம் வாடிக்கையாளரின் முகவரியிலிருந்து எடுக்கப்படும்: முகவரியைக் கொடுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GSTIN</name>
        <message>
            <source>A GSTIN has 15 characters; this one has {length}.</source>
            <translation>GSTIN-க்கு 15 எழுத்துகள்; இதில் {length}.</translation>
        </message>
        <message>
            <source>A GSTIN starts with a state code from 01 to 38, not {code}.</source>
            <translation>GSTIN 01 முதல் 38 வரையிலான மாநிலக் குறியீட்டுடன் தொடங்கும், {code} அல்ல.</translation>
        </message>
        <message>
            <source>A GSTIN is the state code, the PAN (5 letters, 4 digits, 1 letter), the entity number, Z and a check character.</source>
            <translation>GSTIN என்பது மாநிலக் குறியீடு, PAN (5 எழுத்துகள், 4 இலக்கங்கள், 1 எழுத்து), நிறுவன எண், Z, ஒரு சரிபார்ப்பு எழுத்து.</translation>
        </message>
        <message>
            <source>This GSTIN's last character does not match: check it for a typing mistake.</source>
            <translation>இந்த GSTIN-இன் கடைசி எழுத்து பொருந்தவில்லை: தட்டச்சுப் பிழை உள்ளதா எனப் பாருங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_IDENTITY</name>
        <message>
            <source>A foreign passenger needs a passport as the ID.</source>
            <translation>வெளிநாட்டுப் பயணிக்கு அடையாளமாகப் பாஸ்போர்ட் வேண்டும்.</translation>
        </message>
        <message>
            <source>This trip needs an ID type for every passenger.</source>
            <translation>இந்தப் பயணத்துக்கு ஒவ்வொரு பயணிக்கும் அடையாள அட்டை வகை வேண்டும்.</translation>
        </message>
        <message>
            <source>A foreign passenger needs the document number.</source>
            <translation>வெளிநாட்டுப் பயணிக்கு ஆவண எண் வேண்டும்.</translation>
        </message>
        <message>
            <source>This trip needs the document number.</source>
            <translation>இந்தப் பயணத்துக்கு ஆவண எண் வேண்டும்.</translation>
        </message>
        <message>
            <source>A foreign passenger needs a scan of the document.</source>
            <translation>வெளிநாட்டுப் பயணிக்கு ஆவணத்தின் ஸ்கேன் வேண்டும்.</translation>
        </message>
        <message>
            <source>This trip needs a scan of the document.</source>
            <translation>இந்தப் பயணத்துக்கு ஆவணத்தின் ஸ்கேன் வேண்டும்.</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>பெண்</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>மற்றவை</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>ஆண்</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MODULES</name>
        <message>
            <source>Boat</source>
            <translation>படகு</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>ஆக்டிவிட்டி</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MRZ</name>
        <message>
            <source>line {number} has {length} characters, expected {expected}</source>
            <translation>வரி {number}-இல் {length} எழுத்துகள், எதிர்பார்த்தது {expected}</translation>
        </message>
        <message>
            <source>a passport's MRZ is two lines of {expected} characters; got {count} line(s), {size} characters</source>
            <translation>பாஸ்போர்ட்டின் MRZ என்பது {expected} எழுத்துகளின் இரண்டு வரிகள்; கிடைத்தது {count} வரி(கள்), {size} எழுத்துகள்</translation>
        </message>
        <message>
            <source>line {number} holds characters other than A-Z, 0-9 and &lt;</source>
            <translation>வரி {number}-இல் A-Z, 0-9, &lt; தவிர வேறு எழுத்துகள் உள்ளன</translation>
        </message>
        <message>
            <source>line 1 does not start with P: this is not a passport</source>
            <translation>வரி 1 P உடன் தொடங்கவில்லை: இது பாஸ்போர்ட் அல்ல</translation>
        </message>
        <message>
            <source>{field} check digit is {given}, expected {expected}</source>
            <translation>{field} சரிபார்ப்பு இலக்கம் {given}, எதிர்பார்த்தது {expected}</translation>
        </message>
        <message>
            <source>{field} {text} is not a date (YYMMDD)</source>
            <translation>{field} {text} ஒரு தேதி அல்ல (YYMMDD)</translation>
        </message>
        <message>
            <source>document number</source>
            <translation>ஆவண எண்</translation>
        </message>
        <message>
            <source>date of birth</source>
            <translation>பிறந்த தேதி</translation>
        </message>
        <message>
            <source>expiry date</source>
            <translation>காலாவதித் தேதி</translation>
        </message>
        <message>
            <source>personal number</source>
            <translation>தனிப்பட்ட எண்</translation>
        </message>
        <message>
            <source>composite</source>
            <translation>கூட்டு</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PAYMENT</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>தொகையை ரூபாய், பைசாவில் தட்டச்சு செய்யுங்கள், எ.கா. 1250.50.</translation>
        </message>
        <message>
            <source>The amount must be more than zero.</source>
            <translation>தொகை பூஜ்ஜியத்தை விட அதிகமாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>Type the cash handed over in rupees and paise.</source>
            <translation>கொடுத்த ரொக்கத்தை ரூபாய், பைசாவில் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>The cash handed over ({tendered}) is less than the cash part ({amount}): take {more} more.</source>
            <translation>கொடுத்த ரொக்கம் ({tendered}) ரொக்கப் பகுதியை ({amount}) விடக் குறைவு: இன்னும் {more} பெறுங்கள்.</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {short} is still to pay.</source>
            <translation>பகுதிகளின் கூட்டு {paid}, விலை {price} அல்ல: இன்னும் {short} செலுத்த வேண்டும்.</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {extra} too much.</source>
            <translation>பகுதிகளின் கூட்டு {paid}, விலை {price} அல்ல: {extra} அதிகம்.</translation>
        </message>
        <message>
            <source>Choose how the customer pays: {ways}.</source>
            <translation>வாடிக்கையாளர் எப்படிச் செலுத்துகிறார் என்பதைத் தேர்ந்தெடுங்கள்: {ways}.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PERIOD</name>
        <message>
            <source>The first day ({first}) is after the last day ({last}).</source>
            <translation>முதல் நாள் ({first}) கடைசி நாளுக்கு ({last}) பிறகு உள்ளது.</translation>
        </message>
        <message>
            <source>The last day ({last}) has not come yet: the export ends today ({today}) at the latest.</source>
            <translation>கடைசி நாள் ({last}) இன்னும் வரவில்லை: ஏற்றுமதி அதிகபட்சம் இன்று ({today}) முடியும்.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PHONE</name>
        <message>
            <source>e.g. 98765 43210 or +91 98765 43210</source>
            <translation>எ.கா. 98765 43210 அல்லது +91 98765 43210</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PIN</name>
        <message>
            <source>The supervisor PIN is {least} to {most} digits, or a passphrase of at least {phrase} characters.</source>
            <translation>மேற்பார்வையாளர் PIN {least} முதல் {most} இலக்கங்கள், அல்லது குறைந்தது {phrase} எழுத்துகளின் கடவுத்தொடர்.</translation>
        </message>
        <message>
            <source>Too many wrong PINs: try again in {seconds} seconds.</source>
            <translation>பல தவறான PIN-கள்: {seconds} விநாடிகளில் மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>Too many wrong PINs: the PIN is locked until it is set again in Settings, on its Supervisor PIN page, by the API key's holder.</source>
            <translation>பல தவறான PIN-கள்: API சாவி வைத்திருப்பவர் அமைப்புகளின் மேற்பார்வையாளர் PIN பக்கத்தில் மீண்டும் அமைக்கும் வரை PIN பூட்டப்பட்டிருக்கும்.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_REQUESTS</name>
        <message>
            <source>write it like name@example.com</source>
            <translation>name@example.com போல எழுதுங்கள்</translation>
        </message>
        <message>
            <source>8 to 15 digits, no spaces, no +</source>
            <translation>8 முதல் 15 இலக்கங்கள், இடைவெளி இல்லை, + இல்லை</translation>
        </message>
        <message>
            <source>Travel date is in the past (today is {today}).</source>
            <translation>பயணத் தேதி கடந்துவிட்டது (இன்று {today}).</translation>
        </message>
        <message>
            <source>Each passenger must be an object.</source>
            <translation>ஒவ்வொரு பயணியும் ஒரு பொருளாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>Age must be a whole number from 0 to {most}.</source>
            <translation>வயது 0 முதல் {most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>ID number is at most {most} characters.</source>
            <translation>அடையாள எண் அதிகபட்சம் {most} எழுத்துகள்.</translation>
        </message>
        <message>
            <source>A boat booking needs the list of passengers.</source>
            <translation>படகு முன்பதிவுக்குப் பயணிகள் பட்டியல் வேண்டும்.</translation>
        </message>
        <message>
            <source>There are {count} passengers but the quantity is {qty}.</source>
            <translation>{count} பயணிகள், ஆனால் எண்ணிக்கை {qty}.</translation>
        </message>
        <message>
            <source>Choose at least one passenger to cancel.</source>
            <translation>ரத்து செய்யக் குறைந்தது ஒரு பயணியைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Passenger ids must be distinct numbers.</source>
            <translation>பயணி ஐடிகள் தனித்தனி எண்களாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The word “{word}” is typed in letters of another alphabet that only look Latin (such as Cyrillic or Greek); retype it in Latin letters.</source>
            <translation>“{word}” என்ற சொல், லத்தீன் போலத் தோன்றும் வேறு எழுத்துமுறையின் எழுத்துகளில் தட்டச்சு செய்யப்பட்டுள்ளது (சிரிலிக் அல்லது கிரேக்கம் போல); லத்தீன் எழுத்துகளில் மீண்டும் தட்டச்சு செய்யவும்.</translation>
        </message>
        <message>
            <source>The word “{word}” mixes letters of different alphabets (such as a Cyrillic or Greek letter that looks Latin); retype it in one alphabet.</source>
            <translation>“{word}” என்ற சொல்லில் வெவ்வேறு எழுத்துமுறைகளின் எழுத்துகள் கலந்துள்ளன (லத்தீன் போலத் தோன்றும் சிரிலிக் அல்லது கிரேக்க எழுத்து போல); ஒரே எழுத்துமுறையில் மீண்டும் தட்டச்சு செய்யவும்.</translation>
        </message>
        <message>
            <source>A name on a passport must be typed in Latin letters, as in the passport's machine-readable lines.</source>
            <translation>பாஸ்போர்ட்டில் உள்ள பெயரை, பாஸ்போர்ட்டின் இயந்திரம் படிக்கும் வரிகளில் உள்ளபடி, லத்தீன் எழுத்துகளில் தட்டச்சு செய்ய வேண்டும்.</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_STATUS</name>
        <message>
            <source>Cancelled</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>உறுதியானது</translation>
        </message>
        <message>
            <source>Part-cancelled</source>
            <translation>பகுதி ரத்து</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TICKETS</name>
        <message>
            <source>Infant</source>
            <translation>கைக்குழந்தை</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>குழந்தை</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>பெரியவர்</translation>
        </message>
        <message>
            <source>Foreigner</source>
            <translation>வெளிநாட்டவர்</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>இந்தியர்</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TILL</name>
        <message>
            <source>The service charge is not refunded.</source>
            <translation>சேவைக் கட்டணம் திருப்பித் தரப்படாது.</translation>
        </message>
        <message>
            <source>Not refundable: sold less than 24 h before the start, when cancelling is closed.</source>
            <translation>திருப்பித் தர முடியாது: தொடக்கத்துக்கு 24 மணி நேரத்துக்குள் விற்றது, ரத்து மூடியிருந்தபோது.</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and fare GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 மணி நேரம் அல்லது அதற்கு முன் ரத்து: கட்டணமும் கட்டண GST-யும் திரும்ப; 24 முதல் 48 மணி: பாதி; 24 மணிக்குள்: எதுவும் இல்லை; சேவையின் ரத்துக் கட்டணம் கழித்து.</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 மணி நேரம் அல்லது அதற்கு முன் ரத்து: கட்டணமும் GST-யும் திரும்ப; 24 முதல் 48 மணி: பாதி; 24 மணிக்குள்: எதுவும் இல்லை; சேவையின் ரத்துக் கட்டணம் கழித்து.</translation>
        </message>
        <message>
            <source>Round off must be none, 1, 5 or 10 rupees.</source>
            <translation>முழுமையாக்கல் இல்லை, 1, 5 அல்லது 10 ரூபாய் ஆக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The boat markup must be a number.</source>
            <translation>படகு மார்க்அப் ஒரு எண்ணாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The activity markup must be a number.</source>
            <translation>ஆக்டிவிட்டி மார்க்அப் ஒரு எண்ணாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The boat discount must be under 100 %.</source>
            <translation>படகுத் தள்ளுபடி 100 %-க்குக் கீழ் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The activity discount must be under 100 %.</source>
            <translation>ஆக்டிவிட்டித் தள்ளுபடி 100 %-க்குக் கீழ் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>சேவைக் கட்டணம்</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>தள்ளுபடி</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_UPI</name>
        <message>
            <source>The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis.</source>
            <translation>UPI ஐடி என்பது ஒரு பெயர், @, வங்கி அல்லது செயலியின் கைப்பிடி, எ.கா. agency@okaxis.</translation>
        </message>
        <message>
            <source>The UPI payee name is 1 to {most} letters.</source>
            <translation>UPI பெறுநர் பெயர் 1 முதல் {most} எழுத்துகள்.</translation>
        </message>
        <message>
            <source>A UPI payment needs an amount of more than zero.</source>
            <translation>UPI பணம் செலுத்தலுக்குப் பூஜ்ஜியத்துக்கு மேல் தொகை வேண்டும்.</translation>
        </message>
        <message>
            <source>The sale has no UPI transaction reference.</source>
            <translation>விற்பனையில் UPI பரிவர்த்தனை எண் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>DRAFT_QUESTION</name>
        <message>
            <source>Sale in progress</source>
            <translation>நடக்கும் விற்பனை</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>நீக்கு (&amp;D)</translation>
        </message>
        <message>
            <source>Discarded: {summary}.</source>
            <translation>நீக்கப்பட்டது: {summary}.</translation>
        </message>
        <message>
            <source>It was never sent to the service. Undo brings it back.</source>
            <translation>இது ஒருபோதும் சேவைக்கு அனுப்பப்படவில்லை. செயல்தவிர் இதைத் திரும்பக் கொண்டுவரும்.</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>செயல்தவிர் (&amp;U)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>சரி</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_PRINT</name>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} பெறப்பட்டது</translation>
        </message>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} நிகரம்</translation>
        </message>
        <message>
            <source>Owed in all</source>
            <translation>மொத்த நிலுவை</translation>
        </message>
        <message>
            <source>Owed to customers, not yet paid</source>
            <translation>வாடிக்கையாளர்களுக்குத் தர வேண்டியது, இன்னும் தரப்படவில்லை</translation>
        </message>
        <message>
            <source>Reason: {reason}</source>
            <translation>காரணம்: {reason}</translation>
        </message>
        <message>
            <source>Z report {number}</source>
            <translation>Z அறிக்கை {number}</translation>
        </message>
        <message>
            <source>X report</source>
            <translation>X அறிக்கை</translation>
        </message>
        <message>
            <source>open</source>
            <comment>a shift not closed yet</comment>
            <translation>திறந்துள்ளது</translation>
        </message>
        <message>
            <source>{title} · counter {counter}</source>
            <translation>{title} · கவுண்டர் {counter}</translation>
        </message>
        <message>
            <source>Closes the shift</source>
            <translation>ஷிஃப்டை மூடும்</translation>
        </message>
        <message>
            <source>The shift stays open</source>
            <translation>ஷிஃப்ட் திறந்தே இருக்கும்</translation>
        </message>
        <message>
            <source>Cash drawer ({currency})</source>
            <translation>ரொக்க டிராயர் ({currency})</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ஊழியர்</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>திறந்தது</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>மூடியது</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>அச்சிட்டது</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>தொடக்க ரொக்கம்</translation>
        </message>
        <message>
            <source>+ Cash in from sales</source>
            <translation>+ விற்பனையிலிருந்து ரொக்க வரவு</translation>
        </message>
        <message>
            <source>- Cash out for refunds</source>
            <translation>- ரீஃபண்டுகளுக்கு ரொக்கச் செலவு</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>இதில் முழு ரூபாய்க்கு முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>= Expected cash</source>
            <translation>= எதிர்பார்த்த ரொக்கம்</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>எண்ணியது</translation>
        </message>
        <message>
            <source>Counted cash</source>
            <translation>எண்ணிய ரொக்கம்</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>வித்தியாசம்</translation>
        </message>
        <message>
            <source>The drawer was not counted.</source>
            <translation>டிராயர் எண்ணப்படவில்லை.</translation>
        </message>
        <message>
            <source>To compare with their settlement reports</source>
            <translation>அவர்களின் தீர்வு அறிக்கைகளுடன் ஒப்பிட</translation>
        </message>
        <message>
            <source>Records' chain</source>
            <translation>பதிவுகளின் சங்கிலி</translation>
        </message>
        <message>
            <source>Banked or taken out</source>
            <translation>வங்கியில் செலுத்தியது அல்லது எடுத்தது</translation>
        </message>
        <message>
            <source>Left in the drawer</source>
            <translation>டிராயரில் மீதம்</translation>
        </message>
        <message>
            <source>Against the bank's statements</source>
            <translation>வங்கி அறிக்கைகளுடன் ஒப்பிட்டு</translation>
        </message>
        <message>
            <source>{tender} proved</source>
            <translation>{tender} உறுதி</translation>
        </message>
        <message>
            <source>{tender} not yet in the statement</source>
            <translation>{tender} இன்னும் அறிக்கையில் இல்லை</translation>
        </message>
        <message>
            <source>{tender} questioned</source>
            <translation>{tender} சந்தேகம்</translation>
        </message>
        <message>
            <source>{tender} customer still owes</source>
            <translation>{tender} வாடிக்கையாளர் இன்னும் செலுத்த வேண்டும்</translation>
        </message>
        <message>
            <source>{tender} written off</source>
            <translation>{tender} தள்ளுபடி செய்யப்பட்டது</translation>
        </message>
        <message>
            <source>Access log</source>
            <translation>அணுகல் பதிவு</translation>
        </message>
        <message>
            <source>These heads were mailed to {owner}.</source>
            <translation>இந்தத் தலைகள் {owner} க்கு மின்னஞ்சல் செய்யப்பட்டன.</translation>
        </message>
        <message>
            <source>These heads are kept by the agency store.</source>
            <translation>இந்தத் தலைகள் முகமை சேமிப்பகத்தில் வைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>These heads are not sent anywhere: no owner&apos;s address is set. Keep this paper.</source>
            <translation>இந்தத் தலைகள் எங்கும் அனுப்பப்படவில்லை: உரிமையாளரின் முகவரி அமைக்கப்படவில்லை. இந்தத் தாளை வைத்திருங்கள்.</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} ரீஃபண்ட்</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_REPORT</name>
        <message>
            <source>Coins</source>
            <translation>நாணயங்கள்</translation>
        </message>
    </context>
    <context>
        <name>DUPLICATE</name>
        <message>
            <source>DUPLICATE — a copy printed {moment}, not a new document</source>
            <translation>நகல் — {moment} அன்று அச்சிட்ட நகல், புதிய ஆவணம் அல்ல</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE</name>
        <message>
            <source>Under 5 crore: no e-invoices</source>
            <translation>5 கோடிக்குக் கீழ்: மின்-விலைப்பட்டியல் இல்லை</translation>
        </message>
        <message>
            <source>5 to 10 crore: e-invoices for B2B</source>
            <translation>5 முதல் 10 கோடி: B2B-க்கு மின்-விலைப்பட்டியல்</translation>
        </message>
        <message>
            <source>10 crore or more: e-invoices for B2B, reported within 30 days</source>
            <translation>10 கோடி அல்லது அதற்கு மேல்: B2B-க்கு மின்-விலைப்பட்டியல், 30 நாட்களுக்குள் அறிக்கை</translation>
        </message>
        <message>
            <source>The agency's address must end with its town and 6-digit PIN code (for example MG Road, Kochi 682016) for an e-invoice: correct it in Settings, GST.</source>
            <translation>மின்-விலைப்பட்டியலுக்கு ஏஜென்சியின் முகவரி அதன் ஊர் மற்றும் 6 இலக்க PIN குறியீட்டுடன் முடிய வேண்டும் (எ.கா. MG Road, Kochi 682016): அமைப்புகள், GST-இல் திருத்துங்கள்.</translation>
        </message>
        <message>
            <source>The agency's legal name must have at least 3 letters.</source>
            <translation>ஏஜென்சியின் சட்டப் பெயரில் குறைந்தது 3 எழுத்துகள் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The customer's address on {number} has no town: the e-invoice needs one.</source>
            <translation>{number}-இல் வாடிக்கையாளர் முகவரியில் ஊர் இல்லை: மின்-விலைப்பட்டியலுக்கு அது தேவை.</translation>
        </message>
        <message>
            <source>The customer's name on {number} must have at least 3 letters.</source>
            <translation>{number}-இல் வாடிக்கையாளர் பெயரில் குறைந்தது 3 எழுத்துகள் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{number} is not a B2B tax document: it needs no e-invoice.</source>
            <translation>{number} B2B வரி ஆவணம் அல்ல: இதற்கு மின்-விலைப்பட்டியல் தேவையில்லை.</translation>
        </message>
        <message>
            <source>{number} has no taxed line (a pure agent's reimbursement only): it needs no e-invoice.</source>
            <translation>{number}-இல் வரி விதிக்கப்பட்ட வரி எதுவும் இல்லை (தூய முகவரின் திருப்பிச் செலுத்தல் மட்டும்): இதற்கு மின்-விலைப்பட்டியல் தேவையில்லை.</translation>
        </message>
        <message>
            <source>The portal refuses the number {number}: up to 16 letters, digits, / and -, not starting with 0.</source>
            <translation>போர்ட்டல் {number} எண்ணை ஏற்காது: அதிகபட்சம் 16 எழுத்துகள், இலக்கங்கள், / மற்றும் -, 0-இல் தொடங்கக்கூடாது.</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CLOCK</name>
        <message>
            <source>Credit note</source>
            <translation>கிரெடிட் நோட்</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>விலைப்பட்டியல்</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hour(s) ago).</source>
            <translation>
                <numerusform>{kind} {number}: இதன் IRN-ஐ போர்ட்டலில் {moment}-க்குள் ரத்து செய்யுங்கள் (IRN %n மணி நேரம் முன்பு வழங்கப்பட்டது).</numerusform>
                <numerusform>{kind} {number}: இதன் IRN-ஐ போர்ட்டலில் {moment}-க்குள் ரத்து செய்யுங்கள் (IRN %n மணி நேரம் முன்பு வழங்கப்பட்டது).</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} {number}: its IRN is over 24 hours old and can no longer be cancelled on the portal; issue a credit note instead.</source>
            <translation>{kind} {number}: இதன் IRN 24 மணி நேரத்துக்கு மேல் பழையது, போர்ட்டலில் இனி ரத்து செய்ய முடியாது; பதிலாக கிரெடிட் நோட் வழங்குங்கள்.</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</source>
            <translation>
                <numerusform>{kind} {number}: %n நாள் பழையது, போர்ட்டலின் 30 நாட்கள் கடந்துவிட்டன; இனி அறிக்கை செய்ய முடியாது. கணக்காளரிடம் சொல்லுங்கள்.</numerusform>
                <numerusform>{kind} {number}: %n நாள் பழையது, போர்ட்டலின் 30 நாட்கள் கடந்துவிட்டன; இனி அறிக்கை செய்ய முடியாது. கணக்காளரிடம் சொல்லுங்கள்.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, report it to the portal by {day}.</source>
            <translation>
                <numerusform>{kind} {number}: %n நாள் பழையது, {day}-க்குள் போர்ட்டலில் அறிக்கை செய்யுங்கள்.</numerusform>
                <numerusform>{kind} {number}: %n நாள் பழையது, {day}-க்குள் போர்ட்டலில் அறிக்கை செய்யுங்கள்.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, without an IRN.</source>
            <translation>
                <numerusform>{kind} {number}: %n நாள் பழையது, IRN இல்லாமல்.</numerusform>
                <numerusform>{kind} {number}: %n நாள் பழையது, IRN இல்லாமல்.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CONTROLLER</name>
        <message>
            <source>The file could not be written or read ({reason}). Choose another folder or file.</source>
            <translation>கோப்பை எழுதவோ படிக்கவோ முடியவில்லை ({reason}). வேறு கோப்புறை அல்லது கோப்பைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message numerus="yes">
            <source>IRN kept on %n document(s): {numbers}.</source>
            <translation>
                <numerusform>%n ஆவணங்களில் IRN வைக்கப்பட்டது: {numbers}.</numerusform>
                <numerusform>%n ஆவணங்களில் IRN வைக்கப்பட்டது: {numbers}.</numerusform>
            </translation>
        </message>
        <message>
            <source>IRN cancelled on the portal: {numbers}.</source>
            <translation>போர்ட்டலில் IRN ரத்தானது: {numbers}.</translation>
        </message>
        <message>
            <source>Already kept: {numbers}.</source>
            <translation>ஏற்கனவே வைக்கப்பட்டவை: {numbers}.</translation>
        </message>
        <message>
            <source>The file held no answer of the portal.</source>
            <translation>கோப்பில் போர்ட்டலின் பதில் எதுவும் இல்லை.</translation>
        </message>
        <message>
            <source>Saved {path}: cancel the IRN on the portal with it, then import its answer.</source>
            <translation>{path} சேமிக்கப்பட்டது: இதைக் கொண்டு போர்ட்டலில் IRN-ஐ ரத்து செய்து, பிறகு அதன் பதிலை இறக்குமதி செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Saved {path}: upload it on the portal.</source>
            <translation>{path} சேமிக்கப்பட்டது: இதைப் போர்ட்டலில் பதிவேற்றுங்கள்.</translation>
        </message>
        <message numerus="yes">
            <source>Saved %n document(s) in {path}: upload it on the portal.</source>
            <translation>
                <numerusform>{path}-இல் %n ஆவணங்கள் சேமிக்கப்பட்டன: இதைப் போர்ட்டலில் பதிவேற்றுங்கள்.</numerusform>
                <numerusform>{path}-இல் %n ஆவணங்கள் சேமிக்கப்பட்டன: இதைப் போர்ட்டலில் பதிவேற்றுங்கள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>The file could not be read as the portal's answer; nothing was changed.</source>
            <translation>இந்தக் கோப்பைப் போர்ட்டலின் பதிலாகப் படிக்க முடியவில்லை; எதுவும் மாற்றப்படவில்லை.</translation>
        </message>
        <message>
            <source>IRN kept on {numbers}, accepted by {name}.</source>
            <translation>{numbers}-இல் IRN வைக்கப்பட்டது, {name} ஏற்றார்.</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_DIALOG</name>
        <message>
            <source>E-invoices (IRN)</source>
            <translation>மின்-விலைப்பட்டியல் (IRN)</translation>
        </message>
        <message>
            <source>Turnover: {band}</source>
            <translation>விற்றுமுதல்: {band}</translation>
        </message>
        <message>
            <source>E-invoices are off (turnover under 5 crore). A supervisor sets the turnover in Settings, GST.</source>
            <translation>மின்-விலைப்பட்டியல் முடக்கப்பட்டுள்ளது (விற்றுமுதல் 5 கோடிக்குக் கீழ்). மேற்பார்வையாளர் அமைப்புகள், GST-இல் விற்றுமுதலை அமைப்பார்.</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>தேர்ந்தெடு (&amp;H)…</translation>
        </message>
        <message>
            <source>Invoice or credit note number</source>
            <translation>விலைப்பட்டியல் அல்லது கிரெடிட் நோட் எண்</translation>
        </message>
        <message>
            <source>Export &amp;JSON</source>
            <translation>JSON ஏற்றுமதி (&amp;J)</translation>
        </message>
        <message>
            <source>Ca&amp;ncel its IRN…</source>
            <translation>இதன் IRN-ஐ ரத்து செய் (&amp;N)…</translation>
        </message>
        <message>
            <source>Within 24 hours of the IRN, with a supervisor's PIN: the portal's cancellation file is written and the clock waits for its answer.</source>
            <translation>IRN-இன் 24 மணி நேரத்துக்குள், மேற்பார்வையாளரின் PIN உடன்: போர்ட்டலின் ரத்து கோப்பு எழுதப்படும், கடிகாரம் அதன் பதிலுக்குக் காத்திருக்கும்.</translation>
        </message>
        <message>
            <source>Export the day's &amp;bulk file</source>
            <translation>நாளின் மொத்தக் கோப்பை ஏற்றுமதி செய் (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Import the portal's answer…</source>
            <translation>போர்ட்டலின் பதிலை இறக்குமதி செய் (&amp;I)…</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>கோப்புறை (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Document</source>
            <translation>ஆவணம் (&amp;D)</translation>
        </message>
        <message>
            <source>D&amp;ay</source>
            <translation>நாள் (&amp;A)</translation>
        </message>
        <message>
            <source>Portal's answer</source>
            <translation>போர்ட்டலின் பதில்</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>காத்திருப்பவை</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>மூடு</translation>
        </message>
        <message>
            <source>Folder for the e-invoice files</source>
            <translation>மின்-விலைப்பட்டியல் கோப்புகளுக்கான கோப்புறை</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>கோப்புகள் செல்லும் கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Type the invoice or credit note number, e.g. PB1/26/000123.</source>
            <translation>விலைப்பட்டியல் அல்லது கிரெடிட் நோட் எண்ணை உள்ளிடுங்கள், எ.கா. PB1/26/000123.</translation>
        </message>
        <message>
            <source>The portal's answer file</source>
            <translation>போர்ட்டலின் பதில் கோப்பு</translation>
        </message>
        <message>
            <source>The portal's JSON (*.json)</source>
            <translation>போர்ட்டலின் JSON (*.json)</translation>
        </message>
        <message>
            <source>Nothing is waiting for an IRN.</source>
            <translation>IRN-க்காக எதுவும் காத்திருக்கவில்லை.</translation>
        </message>
        <message>
            <source>Acce&amp;pt it with a supervisor…</source>
            <translation>மேற்பார்வையாளருடன் ஏற்கவும்… (&amp;P)</translation>
        </message>
        <message>
            <source>When the portal's answer is right although the checks refused it: a supervisor's PIN and reason, both logged.</source>
            <translation>சரிபார்ப்பு மறுத்தாலும் போர்ட்டலின் பதில் சரியாக இருக்கும்போது: மேற்பார்வையாளரின் PIN மற்றும் காரணம், இரண்டும் பதிவாகும்.</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_FILES</name>
        <message>
            <source>No invoice or credit note of this counter is numbered {number}.</source>
            <translation>இந்த கவுண்டரின் எந்த விலைப்பட்டியலுக்கும் கிரெடிட் நோட்டுக்கும் எண் {number} இல்லை.</translation>
        </message>
        <message>
            <source>{number} has its IRN already: it is not reported again.</source>
            <translation>{number}-க்கு ஏற்கனவே IRN உள்ளது: மீண்டும் அறிக்கை செய்யப்படாது.</translation>
        </message>
        <message>
            <source>No B2B invoice or credit note of that day is waiting for an IRN.</source>
            <translation>அந்த நாளின் எந்த B2B விலைப்பட்டியலும் கிரெடிட் நோட்டும் IRN-க்காகக் காத்திருக்கவில்லை.</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number}-க்கு ரத்து செய்ய IRN இல்லை.</translation>
        </message>
        <message>
            <source>The file is too large to be the portal's answer.</source>
            <translation>இந்தக் கோப்பு போர்ட்டலின் பதிலாக இருக்க மிகப் பெரியது.</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_REMARKS</name>
        <message>
            <source>Duplicate</source>
            <translation>நகல்</translation>
        </message>
        <message>
            <source>Data entry mistake</source>
            <translation>தரவு உள்ளீட்டுப் பிழை</translation>
        </message>
        <message>
            <source>Order cancelled</source>
            <translation>ஆர்டர் ரத்து</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>பிற</translation>
        </message>
    </context>
    <context>
        <name>FIELD_GRID</name>
        <message>
            <source>Required</source>
            <translation>தேவை</translation>
        </message>
    </context>
    <context>
        <name>FIGURES</name>
        <message>
            <source>Jan</source>
            <translation>ஜன.</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>பிப்.</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>மார்.</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>ஏப்.</translation>
        </message>
        <message>
            <source>May</source>
            <translation>மே</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>ஜூன்</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>ஜூலை</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>ஆக.</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>செப்.</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>அக்.</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>நவ.</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>டிச.</translation>
        </message>
        <message>
            <source>Mon</source>
            <translation>திங்.</translation>
        </message>
        <message>
            <source>Tue</source>
            <translation>செவ்.</translation>
        </message>
        <message>
            <source>Wed</source>
            <translation>புத.</translation>
        </message>
        <message>
            <source>Thu</source>
            <translation>வியா.</translation>
        </message>
        <message>
            <source>Fri</source>
            <translation>வெள்.</translation>
        </message>
        <message>
            <source>Sat</source>
            <translation>சனி</translation>
        </message>
        <message>
            <source>Sun</source>
            <translation>ஞாயி.</translation>
        </message>
        <message>
            <source>January</source>
            <translation>ஜனவரி</translation>
        </message>
        <message>
            <source>February</source>
            <translation>பிப்ரவரி</translation>
        </message>
        <message>
            <source>March</source>
            <translation>மார்ச்</translation>
        </message>
        <message>
            <source>April</source>
            <translation>ஏப்ரல்</translation>
        </message>
        <message>
            <source>June</source>
            <translation>ஜூன்</translation>
        </message>
        <message>
            <source>July</source>
            <translation>ஜூலை</translation>
        </message>
        <message>
            <source>August</source>
            <translation>ஆகஸ்ட்</translation>
        </message>
        <message>
            <source>September</source>
            <translation>செப்டம்பர்</translation>
        </message>
        <message>
            <source>October</source>
            <translation>அக்டோபர்</translation>
        </message>
        <message>
            <source>November</source>
            <translation>நவம்பர்</translation>
        </message>
        <message>
            <source>December</source>
            <translation>டிசம்பர்</translation>
        </message>
        <message>
            <source>Monday</source>
            <translation>திங்கட்கிழமை</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>செவ்வாய்க்கிழமை</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>புதன்கிழமை</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>வியாழக்கிழமை</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>வெள்ளிக்கிழமை</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>சனிக்கிழமை</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>ஞாயிற்றுக்கிழமை</translation>
        </message>
    </context>
    <context>
        <name>FILE_MOVES</name>
        <message>
            <source>{path} could not be changed because another program has it open ({problem}). Close that program, or restart the computer, and try again.</source>
            <translation>{path} ஐ மாற்ற முடியவில்லை, ஏனெனில் வேறொரு நிரல் அதைத் திறந்து வைத்துள்ளது ({problem}). அந்த நிரலை மூடுங்கள், அல்லது கணினியை மீண்டும் தொடங்குங்கள், பிறகு மீண்டும் முயற்சி செய்யுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>FORMATTING</name>
        <message>
            <source>Activity sales</source>
            <translation>ஆக்டிவிட்டி விற்பனை</translation>
        </message>
        <message>
            <source>Boat trip sales</source>
            <translation>படகுப் பயண விற்பனை</translation>
        </message>
        <message>
            <source>Top-up paid in</source>
            <translation>டாப்-அப் வரவு</translation>
        </message>
        <message>
            <source>Cancellation charges</source>
            <translation>ரத்துக் கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Fare GST due to the government</source>
            <translation>அரசுக்குச் செலுத்த வேண்டிய கட்டண GST</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>பயன்படுத்திய கடன்</translation>
        </message>
        <message>
            <source>Wallet cash</source>
            <translation>வாலெட் ரொக்கம்</translation>
        </message>
        <message>
            <source>Any (lowest fare)</source>
            <translation>ஏதேனும் (குறைந்த கட்டணம்)</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>இந்தியர்</translation>
        </message>
        <message>
            <source>Foreign</source>
            <translation>வெளிநாட்டவர்</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>பெரியவர்</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>குழந்தை</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>கைக்குழந்தை</translation>
        </message>
        <message>
            <source>paid from the wallet</source>
            <translation>வாலெட்டிலிருந்து செலுத்தியது</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>செயலில்</translation>
        </message>
        <message>
            <source>nothing refunded</source>
            <translation>எதுவும் ரீஃபண்ட் ஆகவில்லை</translation>
        </message>
        <message>
            <source>part refunded</source>
            <translation>பகுதி ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>ரீஃபண்ட் ஆனது</translation>
        </message>
        <message>
            <source>48 h or more ahead: 100 %</source>
            <translation>48 மணி அல்லது அதற்கு முன்: 100 %</translation>
        </message>
        <message>
            <source>24 to 48 h ahead: 50 %</source>
            <translation>24 முதல் 48 மணி முன்: 50 %</translation>
        </message>
        <message>
            <source>Under 24 h: closed</source>
            <translation>24 மணிக்குள்: மூடியது</translation>
        </message>
        <message>
            <source>{days} d {hours} h</source>
            <translation>{days} நாள் {hours} மணி</translation>
        </message>
        <message>
            <source>closed</source>
            <comment>no time left</comment>
            <translation>மூடியது</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} மணி {minutes} நிமிடம்</translation>
        </message>
        <message>
            <source>{minutes} min {seconds} s</source>
            <translation>{minutes} நிமிடம் {seconds} விநாடி</translation>
        </message>
        <message>
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <source>as of {time}, {ago} ago</source>
            <translation>{time} நிலவரப்படி, {ago} முன்</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} மணி</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} நிமிடம்</translation>
        </message>
        <message>
            <source>departed {moment}</source>
            <translation>புறப்பட்டது {moment}</translation>
        </message>
        <message>
            <source>departs {moment}, in {left}</source>
            <translation>புறப்படும் நேரம் {moment}, இன்னும் {left}</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start.</source>
            <translation>ரத்து செய்ய முடியாது: தொடக்கத்துக்கு 24 மணி முன் ரத்து மூடும்.</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start (travel date {day}).</source>
            <translation>ரத்து செய்ய முடியாது: தொடக்கத்துக்கு 24 மணி முன் ரத்து மூடும் (பயணத் தேதி {day}).</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; {departs}.</source>
            <translation>ரத்து செய்ய முடியாது: தொடக்கத்துக்கு 24 மணி முன் ரத்து மூடும்; {departs}.</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; departs {moment}.</source>
            <translation>ரத்து செய்ய முடியாது: தொடக்கத்துக்கு 24 மணி முன் ரத்து மூடும்; புறப்படும் நேரம் {moment}.</translation>
        </message>
        <message>
            <source>Full refund until {moment}</source>
            <translation>{moment} வரை முழு ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Half refund if cancelled now: departs in {hours} h</source>
            <translation>இப்போது ரத்து செய்தால் பாதி ரீஃபண்ட்: {hours} மணியில் புறப்படும்</translation>
        </message>
        <message>
            <source>Not refundable: departs in {left}</source>
            <translation>திருப்பித் தர முடியாது: {left}-இல் புறப்படும்</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>தீர்க்கப்பட்டது</translation>
        </message>
        <message>
            <source>Free</source>
            <translation>இலவசம்</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT</name>
        <message>
            <source>The GST export could not be written ({reason}). Choose another folder.</source>
            <translation>GST ஏற்றுமதியை எழுத முடியவில்லை ({reason}). வேறு கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message numerus="yes">
            <source>GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.</source>
            <translation>
                <numerusform>{first} முதல் {last} வரை GST ஏற்றுமதி: {folder}-இல் %n விலைப்பட்டியல்/கடன் குறிப்பு.</numerusform>
                <numerusform>{first} முதல் {last} வரை GST ஏற்றுமதி: {folder}-இல் %n விலைப்பட்டியல்கள், கடன் குறிப்புகள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>GSTR-3B figures of {first} to {last} (CSV and PDF) in {folder}.</source>
            <translation>{first} முதல் {last} வரையிலான GSTR-3B எண்ணிக்கைகள் (CSV மற்றும் PDF) {folder} இல்.</translation>
        </message>
        <message>
            <source>{month} was closed on {day}: these are its files as its close made them.</source>
            <translation>{month} {day} அன்று மூடப்பட்டது: இவை அது மூடப்பட்டபோது உருவான அதே கோப்புகள்.</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT_DIALOG</name>
        <message>
            <source>One day</source>
            <translation>ஒரு நாள்</translation>
        </message>
        <message>
            <source>One month</source>
            <translation>ஒரு மாதம்</translation>
        </message>
        <message>
            <source>From one day to another</source>
            <translation>ஒரு நாளிலிருந்து இன்னொரு நாள் வரை</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>தேர்ந்தெடு (&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Period</source>
            <translation>காலம் (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Day</source>
            <translation>நாள் (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Month</source>
            <translation>மாதம் (&amp;M)</translation>
        </message>
        <message>
            <source>&amp;First day</source>
            <translation>முதல் நாள் (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Last day</source>
            <translation>கடைசி நாள் (&amp;L)</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>கோப்புறை (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>ஏற்றுமதி (&amp;E)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>மூடு</translation>
        </message>
        <message>
            <source>Folder for the GST export</source>
            <translation>GST ஏற்றுமதிக்கான கோப்புறை</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>கோப்புகள் செல்லும் கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST ஏற்றுமதியை எழுதுகிறது…</translation>
        </message>
        <message>
            <source>Writing the GST export: {written} of {total} files…</source>
            <translation>GST ஏற்றுமதியை எழுதுகிறது: {total} கோப்புகளில் {written}…</translation>
        </message>
        <message>
            <source>Sales register (CSV and Excel), GSTR-1 in the offline tool's CSV templates and as the portal's JSON, and Tally XML of the invoices and credit notes issued in the period.</source>
            <translation>காலத்தில் வழங்கிய விலைப்பட்டியல்கள், கடன் குறிப்புகளின் விற்பனைப் பதிவேடு (CSV, Excel), ஆஃப்லைன் கருவியின் CSV வார்ப்புருக்களிலும் போர்ட்டலின் JSON ஆகவும் GSTR-1, Tally XML.</translation>
        </message>
        <message>
            <source>Register, GSTR-1 and Tally</source>
            <translation>பதிவேடு, GSTR-1 மற்றும் Tally</translation>
        </message>
        <message>
            <source>GSTR-3B figures (CSV and PDF)</source>
            <translation>GSTR-3B எண்ணிக்கைகள் (CSV மற்றும் PDF)</translation>
        </message>
        <message>
            <source>P&amp;apers</source>
            <translation>ஆவணங்கள் (&amp;A)</translation>
        </message>
        <message>
            <source>GSTR-3B's tables 3.1, 3.2 and 4 of the month, from its GSTR-1 and the books, with the differences listed by document.</source>
            <translation>மாதத்தின் GSTR-3B அட்டவணைகள் 3.1, 3.2 மற்றும் 4, அதன் GSTR-1 மற்றும் கணக்கேடுகளிலிருந்து, வேறுபாடுகள் ஆவணவாரியாகப் பட்டியலிடப்பட்டுள்ளன.</translation>
        </message>
    </context>
    <context>
        <name>GSTR3B_PRINT</name>
        <message>
            <source>Not held by this app</source>
            <translation>இந்தச் செயலி வைத்திருப்பதில்லை</translation>
        </message>
        <message>
            <source>Nature of supplies</source>
            <translation>வழங்கல்களின் தன்மை</translation>
        </message>
        <message>
            <source>Total taxable value</source>
            <translation>மொத்த வரிக்குட்பட்ட மதிப்பு</translation>
        </message>
        <message>
            <source>Integrated tax</source>
            <translation>ஒருங்கிணைந்த வரி</translation>
        </message>
        <message>
            <source>Central tax</source>
            <translation>மத்திய வரி</translation>
        </message>
        <message>
            <source>State/UT tax</source>
            <translation>மாநில/யூனியன் பிரதேச வரி</translation>
        </message>
        <message>
            <source>Cess</source>
            <translation>செஸ்</translation>
        </message>
        <message>
            <source>The books' output GST of the month</source>
            <translation>மாதத்தின் கணக்கேடுகளில் வெளியீட்டு GST</translation>
        </message>
        <message>
            <source>Place of supply (State/UT)</source>
            <translation>வழங்கல் இடம் (மாநிலம்/யூனியன் பிரதேசம்)</translation>
        </message>
        <message>
            <source>None this month</source>
            <translation>இந்த மாதம் எதுவும் இல்லை</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>விவரங்கள்</translation>
        </message>
        <message>
            <source>Tax, all heads</source>
            <translation>வரி, அனைத்துத் தலைப்புகளும்</translation>
        </message>
        <message>
            <source>A document of the month: the month's books hold another tax</source>
            <translation>மாதத்தின் ஆவணம்: மாதத்தின் கணக்கேடுகள் வேறு வரியைக் காட்டுகின்றன</translation>
        </message>
        <message>
            <source>Tax in the month's books of no document of it</source>
            <translation>இந்த மாதத்தின் எந்த ஆவணத்துக்கும் உரியதல்லாத, மாதக் கணக்கேடுகளில் உள்ள வரி</translation>
        </message>
        <message>
            <source>A credit note of an earlier month's invoice</source>
            <translation>முந்தைய மாத விலைப்பட்டியலின் கடன் குறிப்பு</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>ஆவணம்</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>ஏன்</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>விலைப்பட்டியல்</translation>
        </message>
        <message>
            <source>Tax in GSTR-3B</source>
            <translation>GSTR-3B இல் வரி</translation>
        </message>
        <message>
            <source>Tax in the books</source>
            <translation>கணக்கேடுகளில் வரி</translation>
        </message>
        <message>
            <source>GSTR-3B figures, {first} to {last}</source>
            <translation>GSTR-3B எண்ணிக்கைகள், {first} முதல் {last} வரை</translation>
        </message>
        <message>
            <source>GSTIN {gstin}, return period {period}</source>
            <translation>GSTIN {gstin}, ரிட்டர்ன் காலம் {period}</translation>
        </message>
        <message>
            <source>Amounts in INR. 3.1 and 3.2 are the month's GSTR-1, credit notes taken off; 4 (A)(5) is the input GST the books hold of the payment apps' fees, the card acquirers' MDR and the bank's charges.</source>
            <translation>தொகைகள் INR இல். 3.1 மற்றும் 3.2 மாதத்தின் GSTR-1, கடன் குறிப்புகள் கழித்து; 4 (A)(5) என்பது கட்டணச் செயலிகளின் கட்டணங்கள், அட்டை ஏற்பாளர்களின் MDR மற்றும் வங்கியின் கட்டணங்கள் மீது கணக்கேடுகள் வைத்திருக்கும் உள்ளீட்டு GST.</translation>
        </message>
        <message>
            <source>No differences.</source>
            <translation>வேறுபாடுகள் இல்லை.</translation>
        </message>
        <message>
            <source>3.1 Outward supplies</source>
            <translation>3.1 வெளிச்செல்லும் வழங்கல்கள்</translation>
        </message>
        <message>
            <source>3.2 Inter-state supplies</source>
            <translation>3.2 மாநிலங்களுக்கு இடையிலான வழங்கல்கள்</translation>
        </message>
        <message>
            <source>4 Eligible ITC</source>
            <translation>4 தகுதியான உள்ளீட்டு வரி வரவு (ITC)</translation>
        </message>
        <message>
            <source>Differences with the books</source>
            <translation>கணக்கேடுகளுடன் வேறுபாடுகள்</translation>
        </message>
    </context>
    <context>
        <name>GST_NAMES</name>
        <message>
            <source>Fare GST</source>
            <translation>கட்டண GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}%</source>
            <translation>கட்டண GST {rate}%</translation>
        </message>
        <message>
            <source>Agency GST included</source>
            <translation>உட்பட்ட ஏஜென்சி GST</translation>
        </message>
        <message>
            <source>Fare GST on the net</source>
            <translation>நிகரத் தொகையின் மீது கட்டண GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}% on the net</source>
            <translation>நிகரத் தொகையின் மீது கட்டண GST {rate}%</translation>
        </message>
    </context>
    <context>
        <name>GST_SETTINGS</name>
        <message>
            <source>Customer (party) ledger</source>
            <translation>வாடிக்கையாளர் (தரப்பு) லெட்ஜர்</translation>
        </message>
        <message>
            <source>Service charge ledger</source>
            <translation>சேவைக் கட்டண லெட்ஜர்</translation>
        </message>
        <message>
            <source>Tour package ledger</source>
            <translation>சுற்றுலாத் தொகுப்பு லெட்ஜர்</translation>
        </message>
        <message>
            <source>Reimbursement ledger</source>
            <translation>திருப்பிச் செலுத்தல் லெட்ஜர்</translation>
        </message>
        <message>
            <source>Discount ledger</source>
            <translation>தள்ளுபடி லெட்ஜர்</translation>
        </message>
        <message>
            <source>Round-off ledger</source>
            <translation>முழுமையாக்கல் லெட்ஜர்</translation>
        </message>
        <message>
            <source>CGST ledger</source>
            <translation>CGST லெட்ஜர்</translation>
        </message>
        <message>
            <source>SGST ledger</source>
            <translation>SGST லெட்ஜர்</translation>
        </message>
        <message>
            <source>IGST ledger</source>
            <translation>IGST லெட்ஜர்</translation>
        </message>
        <message>
            <source>Boat sales taxed as</source>
            <translation>படகு விற்பனை வரி முறை</translation>
        </message>
        <message>
            <source>Activity sales taxed as</source>
            <translation>ஆக்டிவிட்டி விற்பனை வரி முறை</translation>
        </message>
        <message>
            <source>GST: registration, tax, Tally</source>
            <translation>GST: பதிவு, வரி, Tally</translation>
        </message>
        <message>
            <source>Blank: the agency name</source>
            <translation>காலி: ஏஜென்சியின் பெயர்</translation>
        </message>
        <message>
            <source>From the GSTIN</source>
            <translation>GSTIN-இலிருந்து</translation>
        </message>
        <message>
            <source>Legal name</source>
            <translation>சட்டப் பெயர்</translation>
        </message>
        <message>
            <source>State</source>
            <translation>மாநிலம்</translation>
        </message>
        <message>
            <source>Default: agent, {agent}% on the service charge only (SAC {activity} for activities, {boat} for boats); tour operator: {operator}% on the whole price (SAC {package}). Without a GSTIN a sale has a plain receipt and a refund a refund slip, no tax document. Choose with your accountant.</source>
            <translation>இயல்புநிலை: முகவர், சேவைக் கட்டணத்தில் மட்டும் {agent}% (ஆக்டிவிட்டிகளுக்கு SAC {activity}, படகுகளுக்கு {boat}); சுற்றுலா நடத்துநர்: முழு விலையில் {operator}% (SAC {package}). GSTIN இல்லாமல் விற்பனைக்குச் சாதாரண ரசீது, ரீஃபண்டுக்கு ரீஃபண்ட் சீட்டு, வரி ஆவணம் இல்லை. உங்கள் கணக்காளருடன் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Turnover (e-invoices)</source>
            <translation>விற்றுமுதல் (மின்-விலைப்பட்டியல்)</translation>
        </message>
        <message>
            <source>UTGST ledger</source>
            <translation>UTGST லெட்ஜர்</translation>
        </message>
        <message>
            <source>Cash ledger</source>
            <translation>ரொக்க லெட்ஜர்</translation>
        </message>
        <message>
            <source>Bank ledger</source>
            <translation>வங்கி லெட்ஜர்</translation>
        </message>
        <message>
            <source>Takings to be settled (UPI, card) ledger</source>
            <translation>தீர்வு நிலுவை வரவுகள் (UPI, அட்டை) லெட்ஜர்</translation>
        </message>
        <message>
            <source>Tour purchases ledger</source>
            <translation>சுற்றுலா கொள்முதல் லெட்ஜர்</translation>
        </message>
        <message>
            <source>Partner wallet ledger</source>
            <translation>கூட்டாளர் வாலெட் லெட்ஜர்</translation>
        </message>
        <message>
            <source>Partner wallet credit ledger</source>
            <translation>கூட்டாளர் வாலெட் கடன் லெட்ஜர்</translation>
        </message>
        <message>
            <source>Agency fee ledger</source>
            <translation>முகமைக் கட்டண லெட்ஜர்</translation>
        </message>
        <message>
            <source>Payment app fees ledger</source>
            <translation>பணம் செலுத்தும் ஆப் கட்டண லெட்ஜர்</translation>
        </message>
        <message>
            <source>Card MDR ledger</source>
            <translation>கார்டு MDR லெட்ஜர்</translation>
        </message>
        <message>
            <source>Bank charges ledger</source>
            <translation>வங்கிக் கட்டண லெட்ஜர்</translation>
        </message>
        <message>
            <source>Input GST ledger</source>
            <translation>உள்ளீட்டு GST லெட்ஜர்</translation>
        </message>
        <message>
            <source>Cash over and short ledger</source>
            <translation>ரொக்கம் அதிகம்/குறைவு லெட்ஜர்</translation>
        </message>
        <message>
            <source>Rent and office expenses ledger</source>
            <translation>வாடகை, அலுவலகச் செலவு லெட்ஜர்</translation>
        </message>
        <message>
            <source>Bank interest ledger</source>
            <translation>வங்கி வட்டி லெட்ஜர்</translation>
        </message>
        <message>
            <source>Capital account ledger</source>
            <translation>மூலதனக் கணக்கு லெட்ஜர்</translation>
        </message>
    </context>
    <context>
        <name>HEADER</name>
        <message>
            <source>This computer has no password store (keyring) to keep the key that seals this counter&apos;s records, so they are sent to the agency store unsealed: a change made to them in the journal file cannot be proved. Ask your IT to set one up.</source>
            <translation>இந்தக் கவுண்டரின் பதிவுகளை முத்திரையிடும் சாவியை வைத்திருக்க இந்தக் கணினியில் கடவுச்சொல் ஸ்டோர் (keyring) இல்லை, எனவே அவை ஏஜென்சி ஸ்டோருக்கு முத்திரையின்றி அனுப்பப்படுகின்றன: ஜர்னல் கோப்பில் அவற்றில் செய்யப்பட்ட மாற்றத்தை நிரூபிக்க முடியாது. உங்கள் IT-யிடம் ஒன்றை அமைக்கச் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>Records not sealed: no keyring on this computer</source>
            <translation>பதிவுகள் முத்திரையிடப்படவில்லை: இந்தக் கணினியில் கீரிங் இல்லை</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt; · since {opened} · counter {counter}</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt; · {opened} முதல் · கவுண்டர் {counter}</translation>
        </message>
        <message>
            <source>No shift open · counter {counter}</source>
            <translation>ஷிஃப்ட் திறக்கப்படவில்லை · கவுண்டர் {counter}</translation>
        </message>
        <message>
            <source>SANDBOX</source>
            <translation>சாண்ட்பாக்ஸ்</translation>
        </message>
        <message>
            <source>LIVE</source>
            <translation>நேரலை</translation>
        </message>
        <message>
            <source>CHECKING…</source>
            <translation>சரிபார்க்கிறது…</translation>
        </message>
        <message>
            <source>The service says it is a sandbox: training, nothing is real.</source>
            <translation>இது சாண்ட்பாக்ஸ் எனச் சேவை சொல்கிறது: பயிற்சி, எதுவும் உண்மையானதல்ல.</translation>
        </message>
        <message>
            <source>Live service: bookings are real and paid from the wallet.</source>
            <translation>நேரலைச் சேவை: முன்பதிவுகள் உண்மையானவை, வாலெட்டிலிருந்து பணம் செலுத்தப்படும்.</translation>
        </message>
        <message>
            <source>The service has not answered yet: sandbox or live is not known.</source>
            <translation>சேவை இன்னும் பதில் தரவில்லை: சாண்ட்பாக்ஸா நேரலையா எனத் தெரியவில்லை.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>இணைக்கிறது…</translation>
        </message>
        <message>
            <source>● Online</source>
            <translation>● ஆன்லைன்</translation>
        </message>
        <message>
            <source>◌ Retrying</source>
            <translation>◌ மீண்டும் முயல்கிறது</translation>
        </message>
        <message>
            <source>● Offline</source>
            <translation>● ஆஃப்லைன்</translation>
        </message>
        <message>
            <source>Agent —</source>
            <translation>முகவர் —</translation>
        </message>
        <message>
            <source>Wallet —</source>
            <translation>வாலெட் —</translation>
        </message>
        <message>
            <source>Selling stopped: the service changed from {before} to {after}</source>
            <translation>விற்பனை நிறுத்தப்பட்டது: சேவை {before}-இலிருந்து {after}-க்கு மாறியது</translation>
        </message>
        <message>
            <source>Wallet &lt;b&gt;{balance}&lt;/b&gt; · credit left {credit}</source>
            <translation>வாலெட் &lt;b&gt;{balance}&lt;/b&gt; · மீதிக் கடன் {credit}</translation>
        </message>
        <message>
            <source>&lt;i&gt;({as_of}, refreshing…)&lt;/i&gt;</source>
            <translation>&lt;i&gt;({as_of}, புதுப்பிக்கிறது…)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Last seen {when}, kept on this computer.</source>
            <translation>கடைசியாகப் பார்த்தது {when}, இந்தக் கணினியில் வைக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>{state} · next try {time}</source>
            <translation>{state} · அடுத்த முயற்சி {time}</translation>
        </message>
        <message>
            <source>Every sale and report of this counter is copied to the agency store; selling never waits for it.</source>
            <translation>இந்தக் கவுண்டரின் ஒவ்வொரு விற்பனையும் அறிக்கையும் ஏஜென்சி ஸ்டோருக்கு நகலெடுக்கப்படும்; விற்பனை அதற்காக ஒருபோதும் காத்திருக்காது.</translation>
        </message>
    </context>
    <context>
        <name>HEADER_CONTROLLER</name>
        <message>
            <source>No API key is saved for this service. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>இந்தச் சேவைக்கு API சாவி சேமிக்கப்படவில்லை. அமைப்புகளைத் (Ctrl+6) திறந்து சேவையின் அலுவலகம் இந்த ஏஜென்சிக்கு வழங்கிய சாவியை உள்ளிடுங்கள்.</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>உள்ளமைந்த சாண்ட்பாக்ஸ் தொடங்க முடியவில்லை ({reason}). செயலியை மீண்டும் தொடங்குங்கள்; மீண்டும் நடந்தால் பதிவுக் கோப்பை உங்கள் ஆதரவுத் தொடர்புக்கு அனுப்புங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>HELP</name>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type the customer on the quick line (Alt+T): name, e-mail, phone, then Enter. A customer who bought here before: their phone alone (and the seats) offers their details, and Enter fills them in. The customer's language (Alt and the number on its button) is what the customer display and their papers are in; a returning customer's comes back with their phone.&lt;/li&gt;&lt;li&gt;Type each passenger on the quick passenger line (Alt+Q): name, age, gender and nationality, then Enter; or read the passport with the MRZ reader, or add a scan (Ctrl+O, drop or paste). An Indian passenger with Aadhaar: scan the card's QR code with the imager into the quick passenger line (see below).&lt;/li&gt;&lt;li&gt;Ctrl+Enter reviews the sale. The review opens on &lt;b&gt;Confirm&lt;/b&gt;: Enter pays, Esc goes back.&lt;/li&gt;&lt;li&gt;Print or save the voucher and give the customer the receipt; Ctrl+N starts the next sale.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;விரைவு வரியில் (Alt+T) வாடிக்கையாளரைத் தட்டச்சு செய்யுங்கள்: பெயர், மின்னஞ்சல், தொலைபேசி, பிறகு Enter. முன்பு இங்கே வாங்கிய வாடிக்கையாளர்: அவர் தொலைபேசி மட்டும் (இருக்கைகளுடன்) அவர் விவரங்களைக் காட்டும், Enter அவற்றை நிரப்பும். வாடிக்கையாளர் மொழி (Alt உடன் அதன் பொத்தானில் உள்ள எண்): வாடிக்கையாளர் திரையும் அவருடைய ஆவணங்களும் (வவுச்சர், ரசீது) இந்த மொழியில் இருக்கும்; முன்பு வந்த வாடிக்கையாளரின் மொழி அவர் தொலைபேசியோடு திரும்ப வரும்.&lt;/li&gt;&lt;li&gt;ஒவ்வொரு பயணியையும் விரைவுப் பயணி வரியில் (Alt+Q) தட்டச்சு செய்யுங்கள்: பெயர், வயது, பாலினம், நாட்டுரிமை, பிறகு Enter; அல்லது MRZ ரீடரால் பாஸ்போர்ட்டைப் படியுங்கள், அல்லது ஒரு ஸ்கேனைச் சேருங்கள் (Ctrl+O, இழுத்து விடுங்கள் அல்லது ஒட்டுங்கள்). ஆதார் உள்ள இந்தியப் பயணி: கர்சர் விரைவுப் பயணி வரியில் இருக்கும்போது இமேஜரால் அட்டையின் QR குறியீட்டை ஸ்கேன் செய்யுங்கள் (கீழே பாருங்கள்).&lt;/li&gt;&lt;li&gt;Ctrl+Enter விற்பனையைச் சரிபார்க்கும். சரிபார்ப்பு &lt;b&gt;உறுதிசெய்&lt;/b&gt;-இல் திறக்கும்: Enter பணம் செலுத்தும், Esc திரும்பும்.&lt;/li&gt;&lt;li&gt;வவுச்சரை அச்சிடுங்கள் அல்லது சேமியுங்கள், வாடிக்கையாளருக்கு ரசீது கொடுங்கள்; Ctrl+N அடுத்த விற்பனையைத் தொடங்கும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Read the balance and the credit gauge.&lt;/li&gt;&lt;li&gt;Choose a ledger journal to see its double-entry lines.&lt;/li&gt;&lt;li&gt;Alt+B shows the balance through today, each top-up and sale marked, with the same figures in a table (Ctrl+C copies it).&lt;/li&gt;&lt;li&gt;F5 reads the wallet again.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;இருப்பையும் கடன் அளவியையும் படியுங்கள்.&lt;/li&gt;&lt;li&gt;ஒரு லெட்ஜர் ஜர்னலைத் தேர்ந்தெடுத்து அதன் இரட்டைப் பதிவு வரிகளைப் பாருங்கள்.&lt;/li&gt;&lt;li&gt;Alt+B இன்று வரையிலான இருப்பைக் காட்டும், ஒவ்வொரு டாப்-அப்பும் விற்பனையும் குறிக்கப்பட்டு, அதே கணக்குகள் ஒரு அட்டவணையில் (Ctrl+C நகலெடுக்கும்).&lt;/li&gt;&lt;li&gt;F5 வாலெட்டை மீண்டும் படிக்கும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The cursor to “{text}”</source>
            <translation>கர்சர் “{text}”-க்கு</translation>
        </message>
        <message>
            <source>Find in the catalogue: the cursor to its filter</source>
            <translation>கேட்டலாக்கில் தேடு: கர்சர் அதன் வடிகட்டிக்கு</translation>
        </message>
        <message>
            <source>Read the screen's figures again</source>
            <translation>திரையின் கணக்குகளை மீண்டும் படி</translation>
        </message>
        <message>
            <source>Next travel day</source>
            <translation>அடுத்த பயண நாள்</translation>
        </message>
        <message>
            <source>Previous travel day</source>
            <translation>முந்தைய பயண நாள்</translation>
        </message>
        <message>
            <source>Review the sale</source>
            <translation>விற்பனையைச் சரிபார்</translation>
        </message>
        <message>
            <source>Next passenger</source>
            <translation>அடுத்த பயணி</translation>
        </message>
        <message>
            <source>Previous passenger</source>
            <translation>முந்தைய பயணி</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last</source>
            <translation>கடைசியாக நீக்கிய பயணிகளைத் திரும்பக் கொண்டுவா</translation>
        </message>
        <message>
            <source>Add a scan from a file</source>
            <translation>கோப்பிலிருந்து ஸ்கேனைச் சேர்</translation>
        </message>
        <message>
            <source>Paste a scan</source>
            <translation>ஸ்கேனை ஒட்டு</translation>
        </message>
        <message>
            <source>Take the scanner's new scan for the passenger shown</source>
            <translation>காட்டப்படும் பயணிக்கு ஸ்கேனரின் புதிய ஸ்கேனை எடு</translation>
        </message>
        <message>
            <source>From the review back to the form</source>
            <translation>சரிபார்ப்பிலிருந்து படிவத்துக்குத் திரும்பு</translation>
        </message>
        <message>
            <source>Copy the booking reference</source>
            <translation>முன்பதிவு எண்ணை நகலெடு</translation>
        </message>
        <message>
            <source>Print the voucher</source>
            <translation>வவுச்சரை அச்சிடு</translation>
        </message>
        <message>
            <source>Save the voucher as PDF</source>
            <translation>வவுச்சரை PDF ஆகச் சேமி</translation>
        </message>
        <message>
            <source>New sale: back to the catalogue</source>
            <translation>புதிய விற்பனை: கேட்டலாக்குக்குத் திரும்பு</translation>
        </message>
        <message>
            <source>What is for sale on a travel day: the island tours (activities) and the boat trips, with the seats left in each slot or departure.</source>
            <translation>ஒரு பயண நாளில் விற்பனைக்கு உள்ளவை: தீவுச் சுற்றுலாக்கள் (ஆக்டிவிட்டிகள்), படகுப் பயணங்கள், ஒவ்வொரு ஸ்லாட் அல்லது புறப்பாட்டிலும் மீதமுள்ள இருக்கைகளுடன்.</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Activities&lt;/b&gt; (Alt+A) or &lt;b&gt;Boats&lt;/b&gt; (Alt+B): the cursor goes to the filter.&lt;/li&gt;&lt;li&gt;Choose the travel day; Alt+← and Alt+→ move it by one day.&lt;/li&gt;&lt;li&gt;Type part of a name: Enter opens the first match on its first bookable slot or departure.&lt;/li&gt;&lt;li&gt;Enter again (or &lt;b&gt;Book this slot&lt;/b&gt;) starts the sale on the Book screen.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;&lt;b&gt;ஆக்டிவிட்டிகள்&lt;/b&gt; (Alt+A) அல்லது &lt;b&gt;படகுகள்&lt;/b&gt; (Alt+B) தேர்ந்தெடுங்கள்: கர்சர் வடிகட்டிக்குச் செல்லும்.&lt;/li&gt;&lt;li&gt;பயண நாளைத் தேர்ந்தெடுங்கள்; Alt+←, Alt+→ ஒரு நாள் நகர்த்தும்.&lt;/li&gt;&lt;li&gt;பெயரின் ஒரு பகுதியைத் தட்டச்சு செய்யுங்கள்: Enter முதல் பொருத்தத்தை அதன் முதல் முன்பதிவு செய்யக்கூடிய ஸ்லாட் அல்லது புறப்பாட்டில் திறக்கும்.&lt;/li&gt;&lt;li&gt;மீண்டும் Enter (அல்லது &lt;b&gt;இந்த ஸ்லாட்டை முன்பதிவு செய்&lt;/b&gt;) முன்பதிவு திரையில் விற்பனையைத் தொடங்கும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The sale: the customer, the passengers, the review and the payment from the wallet, then the voucher.</source>
            <translation>விற்பனை: வாடிக்கையாளர், பயணிகள், சரிபார்ப்பு, வாலெட்டிலிருந்து பணம், பிறகு வவுச்சர்.</translation>
        </message>
        <message>
            <source>A booking by its reference: its status, and its cancellation with refund.</source>
            <translation>எண் மூலம் ஒரு முன்பதிவு: அதன் நிலை, ரீஃபண்டுடன் அதன் ரத்து.</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type or scan the booking reference and press Enter.&lt;/li&gt;&lt;li&gt;The status card shows the booking, its passengers and what it cost.&lt;/li&gt;&lt;li&gt;To cancel, choose the whole booking or some passengers and ask for the quote: the refunds are shown side by side.&lt;/li&gt;&lt;li&gt;Nothing is cancelled until you confirm the question that follows; then the customer's refund is recorded.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;முன்பதிவு எண்ணைத் தட்டச்சு செய்யுங்கள் அல்லது ஸ்கேன் செய்து Enter அழுத்துங்கள்.&lt;/li&gt;&lt;li&gt;நிலை அட்டை முன்பதிவு, அதன் பயணிகள், அதன் செலவைக் காட்டும்.&lt;/li&gt;&lt;li&gt;ரத்து செய்ய, முழு முன்பதிவையோ சில பயணிகளையோ தேர்ந்தெடுத்துக் கணக்கு கேளுங்கள்: ரீஃபண்டுகள் அருகருகே காட்டப்படும்.&lt;/li&gt;&lt;li&gt;அடுத்து வரும் கேள்வியை நீங்கள் உறுதிசெய்யும் வரை எதுவும் ரத்தாகாது; பிறகு வாடிக்கையாளரின் ரீஃபண்ட் பதிவாகும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The agency's prepaid wallet: the balance, the credit left and the ledger of every debit and refund.</source>
            <translation>ஏஜென்சியின் முன்கட்டண வாலெட்: இருப்பு, மீதிக் கடன், ஒவ்வொரு பிடித்தம், ரீஃபண்டின் லெட்ஜர்.</translation>
        </message>
        <message>
            <source>This counter's bookings: search, filter by day, totals and CSV.</source>
            <translation>இந்தக் கவுண்டரின் முன்பதிவுகள்: தேடல், நாள் வாரியாக வடிகட்டல், மொத்தங்கள், CSV.</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type a reference, a name or a product to search.&lt;/li&gt;&lt;li&gt;Choose a day to see its bookings and totals.&lt;/li&gt;&lt;li&gt;Enter opens the chosen booking in Lookup.&lt;/li&gt;&lt;li&gt;Save the list as CSV for the office.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;தேட ஒரு எண், பெயர் அல்லது பொருளைத் தட்டச்சு செய்யுங்கள்.&lt;/li&gt;&lt;li&gt;ஒரு நாளின் முன்பதிவுகளையும் மொத்தங்களையும் பார்க்க நாளைத் தேர்ந்தெடுங்கள்.&lt;/li&gt;&lt;li&gt;Enter தேர்ந்தெடுத்த முன்பதிவைத் தேடலில் திறக்கும்.&lt;/li&gt;&lt;li&gt;அலுவலகத்துக்காகப் பட்டியலை CSV ஆகச் சேமியுங்கள்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>Where this counter sells and how: the service, the API key, printers and the agency's details on documents.</source>
            <translation>இந்தக் கவுண்டர் எங்கே, எப்படி விற்கிறது: சேவை, API சாவி, பிரிண்டர்கள், ஆவணங்களில் ஏஜென்சியின் விவரங்கள்.</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Sandbox&lt;/b&gt; for training or &lt;b&gt;Live&lt;/b&gt; for real sales.&lt;/li&gt;&lt;li&gt;For live, type the service's address and the API key from its office (the key is kept in the system's key store).&lt;/li&gt;&lt;li&gt;Check the printers and the agency's name, address and GSTIN.&lt;/li&gt;&lt;li&gt;Save: the counter connects again at once.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;பயிற்சிக்கு &lt;b&gt;சாண்ட்பாக்ஸ்&lt;/b&gt; அல்லது உண்மையான விற்பனைக்கு &lt;b&gt;நேரலை&lt;/b&gt; தேர்ந்தெடுங்கள்.&lt;/li&gt;&lt;li&gt;நேரலைக்கு, சேவையின் முகவரியையும் அதன் அலுவலகத்திலிருந்து API சாவியையும் தட்டச்சு செய்யுங்கள் (சாவி கணினியின் சாவி ஸ்டோரில் வைக்கப்படும்).&lt;/li&gt;&lt;li&gt;பிரிண்டர்களையும் ஏஜென்சியின் பெயர், முகவரி, GSTIN-ஐயும் சரிபாருங்கள்.&lt;/li&gt;&lt;li&gt;சேமியுங்கள்: கவுண்டர் உடனே மீண்டும் இணையும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The day's sales and refunds checked against the wallet's ledger, and the cash drawer of the shift.</source>
            <translation>நாளின் விற்பனைகளும் ரீஃபண்டுகளும் வாலெட்டின் லெட்ஜருடன் சரிபார்க்கப்பட்டவை, ஷிஃப்டின் ரொக்க டிராயர்.</translation>
        </message>
        <message>
            <source>Go to {screen}</source>
            <translation>{screen}-க்குச் செல்</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>விசைகள்</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>என்ன செய்யும்</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>எங்கே</translation>
        </message>
        <message>
            <source>Everywhere</source>
            <translation>எல்லா இடங்களிலும்</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>மூடு (&amp;C)</translation>
        </message>
        <message>
            <source>Help: {screen}</source>
            <translation>உதவி: {screen}</translation>
        </message>
        <message>
            <source>Help for the screen</source>
            <translation>திரைக்கான உதவி</translation>
        </message>
        <message>
            <source>What it is for</source>
            <translation>எதற்காக</translation>
        </message>
        <message>
            <source>Usual steps</source>
            <translation>வழக்கமான படிகள்</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button presses it. Ctrl+/ lists every shortcut of the window.</source>
            <translation>Alt உடன் பொத்தானின் அடிக்கோடிட்ட எழுத்து அதை அழுத்தும். Ctrl+/ சாளரத்தின் எல்லாக் குறுக்குவழிகளையும் பட்டியலிடும்.</translation>
        </message>
        <message>
            <source>Shortcuts of this screen</source>
            <translation>இந்தத் திரையின் குறுக்குவழிகள்</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>விசைப்பலகைக் குறுக்குவழிகள்</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button or a menu presses it; Tab and Shift+Tab move between the fields.</source>
            <translation>Alt உடன் பொத்தான் அல்லது மெனுவின் அடிக்கோடிட்ட எழுத்து அதை அழுத்தும்; Tab, Shift+Tab புலங்களுக்கு இடையே நகர்த்தும்.</translation>
        </message>
        <message>
            <source>Copy the message for the customer</source>
            <translation>வாடிக்கையாளருக்கான செய்தியை நகலெடு</translation>
        </message>
        <message>
            <source>The bookings sold here that the operator cancelled or changed, found by the counter on its own, by departure, with each customer&apos;s contacts and money.</source>
            <translation>இங்கு விற்கப்பட்டு இயக்குநர் ரத்து செய்த அல்லது மாற்றிய முன்பதிவுகள், கவுண்டரே கண்டறிந்தவை, புறப்பாடு வாரியாக, ஒவ்வொரு வாடிக்கையாளரின் தொடர்பு விவரங்களும் பணமும் சேர்த்து.</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose a booking: its message for the customer shows below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Copy message&lt;/b&gt; (Ctrl+Shift+C) and send it by SMS or WhatsApp.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Refund&lt;/b&gt; gives everything owed back the way it was paid, from the open shift; &lt;b&gt;Rebook&lt;/b&gt; sells the party another departure; &lt;b&gt;Customer told&lt;/b&gt; closes a change the customer keeps.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;ஒரு முன்பதிவைத் தேர்ந்தெடுக்கவும்: வாடிக்கையாளருக்கான அதன் செய்தி கீழே தெரியும்.&lt;/li&gt;&lt;li&gt;&lt;b&gt;செய்தியை நகலெடு&lt;/b&gt; (Ctrl+Shift+C), பின் SMS அல்லது WhatsApp மூலம் அனுப்பவும்.&lt;/li&gt;&lt;li&gt;&lt;b&gt;ரீஃபண்ட்&lt;/b&gt; தர வேண்டிய முழுத் தொகையையும் செலுத்திய வழியிலேயே திறந்த ஷிஃப்டிலிருந்து திருப்பித் தரும்; &lt;b&gt;மீண்டும் முன்பதிவு&lt;/b&gt; பயணக் குழுவுக்கு வேறு புறப்பாட்டை விற்கும்; &lt;b&gt;வாடிக்கையாளரிடம் சொல்லப்பட்டது&lt;/b&gt; வாடிக்கையாளர் ஏற்கும் மாற்றத்தை மூடும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose the day: the report is made on arrival, F5 makes it again.&lt;/li&gt;&lt;li&gt;Check that the counter's figures agree with the wallet.&lt;/li&gt;&lt;li&gt;Alt+H shows the charts: sales by hour and takings by tender (per counter in the agency day close), each with its table.&lt;/li&gt;&lt;li&gt;Save it as PDF or CSV, or print it.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Drawer&lt;/b&gt; tab: open the shift with its float, take the X report at any time, and at the end of the shift count the drawer and close it: the Z report is saved.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Bank statement&lt;/b&gt; tab: import the agency account's statement (CSV or Excel as the bank downloads it, or MT940: .sta, .mt940, .txt) to match UPI, card and bank transfer takings to its credits.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;நாளைத் தேர்ந்தெடுக்கவும்: திரைக்கு வந்ததும் அறிக்கை உருவாகும், F5 மீண்டும் உருவாக்கும்.&lt;/li&gt;&lt;li&gt;கவுண்டரின் எண்ணிக்கைகள் வாலெட்டுடன் ஒத்துப்போகின்றனவா என்று சரிபார்க்கவும்.&lt;/li&gt;&lt;li&gt;Alt+H வரைபடங்களைக் காட்டும்: மணிநேர வாரியான விற்பனை, செலுத்தும் முறை வாரியான வசூல் (ஏஜென்சி நாள் முடிவில் ஒவ்வொரு கவுண்டருக்கும்), ஒவ்வொன்றும் அதன் அட்டவணையுடன்.&lt;/li&gt;&lt;li&gt;PDF அல்லது CSV ஆகச் சேமிக்கவும், அல்லது அச்சிடவும்.&lt;/li&gt;&lt;li&gt;&lt;b&gt;டிராயர்&lt;/b&gt; தாவல்: ஃப்ளோட்டுடன் ஷிஃப்டைத் திறக்கவும், எப்போது வேண்டுமானாலும் X அறிக்கை எடுக்கவும், ஷிஃப்ட் முடிவில் டிராயரை எண்ணி மூடவும்: Z அறிக்கை சேமிக்கப்படும்.&lt;/li&gt;&lt;li&gt;&lt;b&gt;வங்கி அறிக்கை&lt;/b&gt; தாவல்: ஏஜென்சி கணக்கின் அறிக்கையை (வங்கியிலிருந்து பதிவிறக்கிய CSV அல்லது Excel, அல்லது MT940: .sta, .mt940, .txt) இறக்குமதி செய்து, UPI, கார்டு, வங்கிப் பரிமாற்ற வசூலை அதன் வரவுகளுடன் பொருத்தவும்.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;An Aadhaar card's QR code&lt;/h3&gt;&lt;p&gt;Scan the &lt;b&gt;large QR code&lt;/b&gt; with the imager, the cursor in the quick passenger line: the name, age, gender, ID type Aadhaar and the number's last four digits are filled in, and &lt;b&gt;card genuine (UIDAI signature)&lt;/b&gt; shows when UIDAI's signature holds. Where the trip needs the document number, type the card's 12 digits after the scan. The photo, address and contact details in the code are never kept.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;ஆதார் அட்டையின் QR குறியீடு&lt;/h3&gt;&lt;p&gt;கர்சர் விரைவுப் பயணி வரியில் இருக்கும்போது இமேஜரால் &lt;b&gt;பெரிய QR குறியீட்டை&lt;/b&gt; ஸ்கேன் செய்யுங்கள்: பெயர், வயது, பாலினம், ID வகை ஆதார், எண்ணின் கடைசி நான்கு இலக்கங்கள் நிரப்பப்படும்; UIDAI கையொப்பம் சரியாக இருந்தால் &lt;b&gt;அட்டை உண்மையானது (UIDAI கையொப்பம்)&lt;/b&gt; காட்டப்படும். பயணத்துக்கு ஆவண எண் தேவைப்படும் இடத்தில், ஸ்கேனுக்குப் பிறகு அட்டையின் 12 இலக்கங்களைத் தட்டச்சு செய்யுங்கள். குறியீட்டில் உள்ள புகைப்படம், முகவரி, தொடர்பு விவரங்கள் ஒருபோதும் வைக்கப்படுவதில்லை.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Front of the card</source>
            <translation>அட்டையின் முன்பக்கம்</translation>
        </message>
        <message>
            <source>photo</source>
            <translation>புகைப்படம்</translation>
        </message>
        <message>
            <source>name, date of birth, gender, XXXX XXXX 1234</source>
            <translation>பெயர், பிறந்த தேதி, பாலினம், XXXX XXXX 1234</translation>
        </message>
        <message>
            <source>QR code: scan this</source>
            <translation>QR குறியீடு: இதை ஸ்கேன் செய்யுங்கள்</translation>
        </message>
        <message>
            <source>&lt;ul&gt;&lt;li&gt;Aadhaar letter and e-Aadhaar: the QR code at the right of the part with the photo.&lt;/li&gt;&lt;li&gt;Plastic (PVC) card: the QR code on the front, right of the photo and details.&lt;/li&gt;&lt;li&gt;mAadhaar app: open the profile and tap its QR code; it fills the phone's screen, and the imager reads it from there.&lt;/li&gt;&lt;li&gt;A small QR code on an older card (before 2019) is read too, but carries no signature: check the card.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;ul&gt;&lt;li&gt;ஆதார் கடிதம், இ-ஆதார்: புகைப்படம் உள்ள பகுதியின் வலப்புறம் QR குறியீடு.&lt;/li&gt;&lt;li&gt;பிளாஸ்டிக் (PVC) அட்டை: முன்பக்கம், புகைப்படம், விவரங்களின் வலப்புறம் QR குறியீடு.&lt;/li&gt;&lt;li&gt;mAadhaar செயலி: சுயவிவரத்தைத் திறந்து அதன் QR குறியீட்டைத் தட்டுங்கள்; அது தொலைபேசித் திரை முழுவதும் தெரியும், இமேஜர் அங்கிருந்தே படிக்கும்.&lt;/li&gt;&lt;li&gt;பழைய அட்டையின் (2019-க்கு முன்) சிறிய QR குறியீடும் படிக்கப்படும், ஆனால் அதில் கையொப்பம் இல்லை: அட்டையையே சரிபாருங்கள்.&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Training cards&lt;/h3&gt;&lt;p&gt;SANDBOX only: these test cards are signed by a training key, which a counter selling for real never trusts. Scan one off this screen.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;பயிற்சி அட்டைகள்&lt;/h3&gt;&lt;p&gt;SANDBOX-இல் மட்டும்: இந்தச் சோதனை அட்டைகள் ஒரு பயிற்சிச் சாவியால் கையொப்பமிடப்பட்டவை; உண்மையாக விற்கும் கவுண்டர் அதை ஒருபோதும் நம்பாது. இந்தத் திரையிலிருந்து ஒன்றை ஸ்கேன் செய்யுங்கள்.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Aadhaar number, for a trip that needs it: {number}</source>
            <translation>ஆதார் எண், தேவைப்படும் பயணத்திற்கு: {number}</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_CONTROLLER</name>
        <message numerus="yes">
            <source>The customer's phone, e-mail and ID numbers are erased from %n booking(s); the name, the amounts and the invoices stay, as tax law asks.</source>
            <translation>
                <numerusform>வாடிக்கையாளரின் தொலைபேசி, மின்னஞ்சல், அடையாள எண்கள் %n முன்பதிவிலிருந்து அழிக்கப்பட்டன; வரிச் சட்டப்படி பெயர், தொகைகள், விலைப்பட்டியல்கள் இருக்கும்.</numerusform>
                <numerusform>வாடிக்கையாளரின் தொலைபேசி, மின்னஞ்சல், அடையாள எண்கள் %n முன்பதிவுகளிலிருந்து அழிக்கப்பட்டன; வரிச் சட்டப்படி பெயர், தொகைகள், விலைப்பட்டியல்கள் இருக்கும்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was erased: {reason}</source>
            <translation>எதுவும் அழிக்கப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>The customer's data is in {path} (JSON, readable by this account only): give it to them, then delete it.</source>
            <translation>வாடிக்கையாளரின் தரவு {path}-இல் உள்ளது (JSON, இந்தக் கணக்கு மட்டுமே படிக்கும்): அவரிடம் கொடுத்து, பிறகு நீக்குங்கள்.</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>கோப்பை எழுத முடியவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>Reading {reference} from the service…</source>
            <translation>சேவையிலிருந்து {reference} படிக்கிறது…</translation>
        </message>
        <message>
            <source>The service does not find {reference}.</source>
            <translation>சேவைக்கு {reference} கிடைக்கவில்லை.</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>இந்த விற்பனை இனி ஜர்னலில் இல்லை.</translation>
        </message>
        <message>
            <source>Reading the agency store…</source>
            <translation>ஏஜென்சி ஸ்டோரைப் படிக்கிறது…</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST ஏற்றுமதியை எழுதுகிறது…</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}). Choose another place.</source>
            <translation>கோப்பை எழுத முடியவில்லை ({reason}). வேறு இடத்தைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>{bookings} exported to {path}.</source>
            <translation>{bookings} {path}-க்கு ஏற்றுமதி செய்யப்பட்டன.</translation>
        </message>
        <message>
            <source>the customer's request</source>
            <translation>வாடிக்கையாளரின் கோரிக்கை</translation>
        </message>
        <message>
            <source>The data is erased, but a file made for the customer could not be deleted from {folder} ({reason}): delete it by hand.</source>
            <translation>தரவு அழிக்கப்பட்டது, ஆனால் வாடிக்கையாளருக்காக உருவாக்கிய ஒரு கோப்பை {folder}-இலிருந்து நீக்க முடியவில்லை ({reason}): அதை நீங்களே நீக்குங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_MODEL</name>
        <message>
            <source>by {tender}</source>
            <translation>{tender} மூலம்</translation>
        </message>
        <message>
            <source>A day of sale, and under it each tender&apos;s part of its customers&apos; money</source>
            <translation>விற்பனை நாள், அதன் கீழ் ஒவ்வொரு கட்டண முறையிலும் அதன் வாடிக்கையாளர்களின் பணத்தின் பங்கு</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>Net paid</source>
            <translation>நிகரச் செலுத்தல்</translation>
        </message>
        <message>
            <source>What the customers of the day's bookings paid at the till, before anything was given back</source>
            <translation>அன்றைய முன்பதிவுகளின் வாடிக்கையாளர்கள் கல்லாவில் செலுத்தியது, எதுவும் திருப்பித் தரும் முன்</translation>
        </message>
        <message>
            <source>What the till gave back to the customers of the day's bookings</source>
            <translation>அன்றைய முன்பதிவுகளின் வாடிக்கையாளர்களுக்குக் கல்லா திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>What the customers paid less what they were given back</source>
            <translation>வாடிக்கையாளர்கள் செலுத்தியதில் திருப்பித் தந்தது கழித்து</translation>
        </message>
        <message>
            <source>Wallet net</source>
            <translation>வாலெட் நிகரம்</translation>
        </message>
        <message>
            <source>The part of the charge taken on the wallet's credit</source>
            <translation>வாலெட்டின் கடனில் எடுத்த கட்டணப் பகுதி</translation>
        </message>
        <message>
            <source>On wallet credit</source>
            <translation>வாலெட் கடனில்</translation>
        </message>
        <message>
            <source>The charge's part paid from the wallet's balance</source>
            <translation>வாலெட்டின் இருப்பிலிருந்து செலுத்திய கட்டணப் பகுதி</translation>
        </message>
        <message>
            <source>From wallet balance</source>
            <translation>வாலெட் இருப்பிலிருந்து</translation>
        </message>
        <message>
            <source>Customers paid</source>
            <translation>வாடிக்கையாளர்கள் செலுத்தியது</translation>
        </message>
        <message>
            <source>What the service gave back to the wallet on cancellations</source>
            <translation>ரத்துகளின்போது சேவை வாலெட்டுக்குத் திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>வாலெட்டுக்கு ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>What the service took from the agency's wallet</source>
            <translation>ஏஜென்சியின் வாலெட்டிலிருந்து சேவை எடுத்தது</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>வாலெட்டில் பிடித்தம்</translation>
        </message>
        <message>
            <source>The price the customer paid at this till, and how</source>
            <translation>இந்தக் கல்லாவில் வாடிக்கையாளர் செலுத்திய விலை, எப்படி</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>வாடிக்கையாளர் செலுத்தியது</translation>
        </message>
        <message numerus="yes">
            <source>%n seats</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>விற்றது</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>குறிப்பு</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>பொருள்</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>பயணத் தேதி</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>வாடிக்கையாளர்</translation>
        </message>
        <message>
            <source>Passengers</source>
            <translation>பயணிகள்</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>நிலை</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>Bookings</source>
            <translation>முன்பதிவுகள்</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_SCREEN</name>
        <message numerus="yes">
            <source>{count} bookings</source>
            <translation>
                <numerusform>{count} முன்பதிவு</numerusform>
                <numerusform>{count} முன்பதிவுகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Reference, customer or any passenger's name</source>
            <translation>எண், வாடிக்கையாளர் அல்லது பயணியின் பெயர்</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>தேடு (&amp;S)</translation>
        </message>
        <message>
            <source>A booking reference, the customer or any passenger's name</source>
            <translation>முன்பதிவு எண், வாடிக்கையாளர் அல்லது ஏதேனும் பயணியின் பெயர்</translation>
        </message>
        <message>
            <source>Only &amp;day</source>
            <translation>அந்த நாள் மட்டும் (&amp;D)</translation>
        </message>
        <message>
            <source>Day of sale</source>
            <translation>விற்பனை நாள்</translation>
        </message>
        <message>
            <source>Only the bookings sold on this day, when Only day is ticked</source>
            <translation>'அந்த நாள் மட்டும்' குறியிட்டால், இந்த நாளில் விற்ற முன்பதிவுகள் மட்டும்</translation>
        </message>
        <message>
            <source>All c&amp;ounters</source>
            <translation>எல்லாக் கவுண்டர்களும் (&amp;O)</translation>
        </message>
        <message>
            <source>The bookings of every counter of the agency (the agency store)</source>
            <translation>ஏஜென்சியின் ஒவ்வொரு கவுண்டரின் முன்பதிவுகள் (ஏஜென்சி ஸ்டோர்)</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>கவுண்டர்</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ஊழியர்</translation>
        </message>
        <message>
            <source>E&amp;xport CSV…</source>
            <translation>CSV ஏற்றுமதி (&amp;X)…</translation>
        </message>
        <message>
            <source>Save the bookings of this search as a CSV file (Alt+X)</source>
            <translation>இந்தத் தேடலின் முன்பதிவுகளை CSV கோப்பாகச் சேமி (Alt+X)</translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST ஏற்றுமதி (&amp;G)…</translation>
        </message>
        <message>
            <source>The invoices and credit notes of the day chosen (else of this month) for the accountant: sales register (CSV, Excel), GSTR-1 summaries, Tally XML</source>
            <translation>கணக்காளருக்காகத் தேர்ந்தெடுத்த நாளின் (இல்லையெனில் இந்த மாதத்தின்) விலைப்பட்டியல்கள், கடன் குறிப்புகள்: விற்பனைப் பதிவேடு (CSV, Excel), GSTR-1 சுருக்கங்கள், Tally XML</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>தேடலில் திற (&amp;L)</translation>
        </message>
        <message>
            <source>Enter on a booking</source>
            <translation>ஒரு முன்பதிவில் Enter</translation>
        </message>
        <message>
            <source>&lt;h2&gt;History&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;வரலாறு&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Every counter</source>
            <translation>ஒவ்வொரு கவுண்டரும்</translation>
        </message>
        <message>
            <source>Every clerk</source>
            <translation>ஒவ்வொரு ஊழியரும்</translation>
        </message>
        <message>
            <source>No bookings of any counter match.</source>
            <translation>எந்தக் கவுண்டரின் முன்பதிவும் பொருந்தவில்லை.</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</source>
            <translation>
                <numerusform>எல்லாக் கவுண்டர்களிலும் {count} முன்பதிவு; புதிய {shown} காட்டப்படுகின்றன (குறைக்கத் தேடுங்கள் அல்லது நாள், கவுண்டர், ஊழியரைத் தேர்ந்தெடுங்கள்)</numerusform>
                <numerusform>எல்லாக் கவுண்டர்களிலும் {count} முன்பதிவுகள்; புதிய {shown} காட்டப்படுகின்றன (குறைக்கத் தேடுங்கள் அல்லது நாள், கவுண்டர், ஊழியரைத் தேர்ந்தெடுங்கள்)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters</source>
            <translation>
                <numerusform>எல்லாக் கவுண்டர்களிலும் {count} முன்பதிவு</numerusform>
                <numerusform>எல்லாக் கவுண்டர்களிலும் {count} முன்பதிவுகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Export bookings as CSV</source>
            <translation>முன்பதிவுகளை CSV ஆக ஏற்றுமதி செய்</translation>
        </message>
        <message>
            <source>No bookings match.</source>
            <translation>எந்த முன்பதிவும் பொருந்தவில்லை.</translation>
        </message>
        <message>
            <source>No bookings at this counter yet.</source>
            <translation>இந்தக் கவுண்டரில் இன்னும் முன்பதிவுகள் இல்லை.</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings (scroll for more)</source>
            <translation>
                <numerusform>{count} முன்பதிவு (மேலும் பார்க்க உருட்டுங்கள்)</numerusform>
                <numerusform>{count} முன்பதிவுகள் (மேலும் பார்க்க உருட்டுங்கள்)</numerusform>
            </translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>கணக்காளருக்கான GST ஏற்றுமதி</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_LISTS</name>
        <message>
            <source>Export the customer's data</source>
            <translation>வாடிக்கையாளரின் தரவை ஏற்றுமதி செய்</translation>
        </message>
        <message>
            <source>Erase the customer's data</source>
            <translation>வாடிக்கையாளரின் தரவை அழி</translation>
        </message>
        <message>
            <source>On the customer's request, with a supervisor's PIN: their phone, e-mail and passengers' ID numbers go; the name, the amounts and the invoice stay, as tax law asks.</source>
            <translation>வாடிக்கையாளரின் கோரிக்கையின் பேரில், மேற்பார்வையாளரின் PIN உடன்: அவர் தொலைபேசி, மின்னஞ்சல், பயணிகளின் அடையாள எண்கள் அழியும்; வரிச் சட்டப்படி பெயர், தொகைகள், விலைப்பட்டியல் இருக்கும்.</translation>
        </message>
        <message>
            <source>The customer's data…</source>
            <translation>வாடிக்கையாளரின் தரவு…</translation>
        </message>
        <message>
            <source>What is held of the customer, for them; a correction of their details; with a supervisor's PIN, the passengers' ID numbers and who looked at them.</source>
            <translation>வாடிக்கையாளரைப் பற்றி வைத்திருப்பவை, அவருக்காக; அவர் விவரங்களின் திருத்தம்; மேற்பார்வையாளரின் PIN உடன், பயணிகளின் அடையாள எண்களும் அவற்றைப் பார்த்தவர்களும்.</translation>
        </message>
        <message>
            <source>Per-day &amp;totals (Enter: only that day)</source>
            <translation>நாள் வாரியான மொத்தங்கள் (&amp;T) (Enter: அந்த நாள் மட்டும்)</translation>
        </message>
        <message>
            <source>Bookings of this counter</source>
            <translation>இந்தக் கவுண்டரின் முன்பதிவுகள்</translation>
        </message>
        <message>
            <source>Enter opens the booking in Lookup</source>
            <translation>Enter முன்பதிவைத் தேடலில் திறக்கும்</translation>
        </message>
        <message>
            <source>No bookings here yet: the sales made at this counter appear here.</source>
            <translation>இங்கே இன்னும் முன்பதிவுகள் இல்லை: இந்தக் கவுண்டரில் செய்த விற்பனைகள் இங்கே தோன்றும்.</translation>
        </message>
        <message>
            <source>Bookings of every counter</source>
            <translation>ஒவ்வொரு கவுண்டரின் முன்பதிவுகள்</translation>
        </message>
        <message>
            <source>No bookings of any counter have reached the agency store.</source>
            <translation>எந்தக் கவுண்டரின் முன்பதிவுகளும் ஏஜென்சி ஸ்டோரை அடையவில்லை.</translation>
        </message>
        <message>
            <source>Per-day totals</source>
            <translation>நாள் வாரியான மொத்தங்கள்</translation>
        </message>
        <message>
            <source>Enter on a day shows only that day's bookings</source>
            <translation>ஒரு நாளில் Enter அந்த நாளின் முன்பதிவுகளை மட்டும் காட்டும்</translation>
        </message>
        <message>
            <source>No days with sales yet.</source>
            <translation>இன்னும் விற்பனை நாட்கள் இல்லை.</translation>
        </message>
        <message numerus="yes">
            <source>Exporting: {written} of {count} bookings written…</source>
            <translation>
                <numerusform>ஏற்றுமதி: {count} முன்பதிவில் {written} எழுதப்பட்டது…</numerusform>
                <numerusform>ஏற்றுமதி: {count} முன்பதிவுகளில் {written} எழுதப்பட்டன…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ID_PROOF</name>
        <message>
            <source>The document scan must be sent as Base64 text.</source>
            <translation>ஆவண ஸ்கேன் Base64 உரையாக அனுப்பப்பட வேண்டும்.</translation>
        </message>
        <message>
            <source>The document scan is {size} characters encoded; it must be under {most}. Use a smaller scan.</source>
            <translation>ஆவண ஸ்கேன் குறியாக்கியபின் {size} எழுத்துகள்; {most}-க்குக் கீழ் இருக்க வேண்டும். சிறிய ஸ்கேனைப் பயன்படுத்துங்கள்.</translation>
        </message>
        <message>
            <source>The document scan is not a valid Base64 data URI.</source>
            <translation>ஆவண ஸ்கேன் சரியான Base64 தரவு URI அல்ல.</translation>
        </message>
        <message>
            <source>The document scan must be a JPEG, PNG or PDF file.</source>
            <translation>ஆவண ஸ்கேன் JPEG, PNG அல்லது PDF கோப்பாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The document scan is not valid Base64.</source>
            <translation>ஆவண ஸ்கேன் சரியான Base64 அல்ல.</translation>
        </message>
        <message>
            <source>The document scan is not a JPEG, PNG or PDF file.</source>
            <translation>ஆவண ஸ்கேன் JPEG, PNG அல்லது PDF கோப்பு அல்ல.</translation>
        </message>
        <message>
            <source>The document scan says {declared} but its content is {found}.</source>
            <translation>ஆவண ஸ்கேன் {declared} எனச் சொல்கிறது, ஆனால் உள்ளடக்கம் {found}.</translation>
        </message>
        <message>
            <source>The document scan</source>
            <translation>ஆவண ஸ்கேன்</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS</name>
        <message>
            <source>ID scans of a sale waiting for its answer</source>
            <translation>பதிலுக்குக் காத்திருக்கும் விற்பனையின் அடையாள ஸ்கேன்கள்</translation>
        </message>
        <message>
            <source>{sale} The scans are kept sealed until the service answers, then deleted. This look is in the access log.</source>
            <translation>{sale} சேவை பதில் தரும் வரை ஸ்கேன்கள் முத்திரையிட்டு வைக்கப்படும், பிறகு அழிக்கப்படும். இந்தப் பார்வை அணுகல் பதிவில் உள்ளது.</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(பெயர் இல்லை)</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS_CONTROLLER</name>
        <message>
            <source>Not a readable scan.</source>
            <translation>இந்த ஸ்கேனைப் படிக்க முடியவில்லை.</translation>
        </message>
        <message>
            <source>A PDF ({pages} pages): it cannot be drawn here. It goes to the service with the sale.</source>
            <translation>ஒரு PDF ({pages} பக்கங்கள்): இதை இங்கே காட்ட முடியாது. இது விற்பனையுடன் சேவைக்குச் செல்லும்.</translation>
        </message>
        <message>
            <source>The sale holds no ID scans any more: its answer came.</source>
            <translation>இந்த விற்பனையில் இனி அடையாள ஸ்கேன்கள் இல்லை: அதன் பதில் வந்துவிட்டது.</translation>
        </message>
        <message>
            <source>The ID scans cannot be shown: {problem}.</source>
            <translation>அடையாள ஸ்கேன்களைக் காட்ட முடியவில்லை: {problem}.</translation>
        </message>
    </context>
    <context>
        <name>IRP_ANSWER</name>
        <message>
            <source>Answer {n} has no IRN of 64 letters and digits.</source>
            <translation>பதில் {n}-இல் 64 எழுத்து-இலக்கங்களின் IRN இல்லை.</translation>
        </message>
        <message>
            <source>Answer {n} has a cancellation time the portal never writes.</source>
            <translation>பதில் {n}-இல் ரத்து நேரம் போர்ட்டல் ஒருபோதும் எழுதாத வடிவில் உள்ளது.</translation>
        </message>
        <message>
            <source>Answer {n} (IRN {irn}) lacks its signed invoice or a signed QR code naming its document.</source>
            <translation>பதில் {n} (IRN {irn})-இல் கையொப்பமிட்ட விலைப்பட்டியலோ அதன் ஆவணத்தைக் குறிக்கும் கையொப்பமிட்ட QR குறியீடோ இல்லை.</translation>
        </message>
        <message>
            <source>Answer {n}'s signed QR code is of another IRN than its own.</source>
            <translation>பதில் {n}-இன் கையொப்பமிட்ட QR குறியீடு அதன் சொந்த IRN-இனது அல்ல, வேறொன்றினது.</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement time.</source>
            <translation>பதில் {n} (ஆவணம் {number})-இல் ஒப்புகை நேரம் இல்லை.</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement number.</source>
            <translation>பதில் {n} (ஆவணம் {number})-இல் ஒப்புகை எண் இல்லை.</translation>
        </message>
        <message>
            <source>The file is not the portal's JSON answer.</source>
            <translation>இந்தக் கோப்பு போர்ட்டலின் JSON பதில் அல்ல.</translation>
        </message>
        <message>
            <source>Answer {n} is not an answer object.</source>
            <translation>பதில் {n} ஒரு பதில் பொருள் அல்ல.</translation>
        </message>
        <message>
            <source>The file is nested deeper than the portal's answer ever is.</source>
            <translation>இந்தக் கோப்பு போர்ட்டலின் பதில் எப்போதும் இருப்பதைவிட ஆழமாக அடுக்கப்பட்டுள்ளது.</translation>
        </message>
    </context>
    <context>
        <name>IRP_CHECK</name>
        <message>
            <source>The IRN is not the one the portal makes for {number} (from the agency's GSTIN, the financial year, the type and the number).</source>
            <translation>இந்த IRN, {number}-க்குப் போர்ட்டல் உருவாக்குவது அல்ல (நிறுவனத்தின் GSTIN, நிதியாண்டு, வகை, எண் ஆகியவற்றிலிருந்து).</translation>
        </message>
        <message>
            <source>the seller's GSTIN</source>
            <translation>விற்பனையாளரின் GSTIN</translation>
        </message>
        <message>
            <source>the buyer's GSTIN</source>
            <translation>வாங்குபவரின் GSTIN</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>ஆவண எண்</translation>
        </message>
        <message>
            <source>the document type</source>
            <translation>ஆவண வகை</translation>
        </message>
        <message>
            <source>the document date</source>
            <translation>ஆவணத் தேதி</translation>
        </message>
        <message>
            <source>The signed QR code gives {field} as “{given}”; {number} has “{want}”.</source>
            <translation>கையொப்பமிட்ட QR குறியீட்டில் {field} “{given}”; {number}-இல் “{want}”.</translation>
        </message>
        <message>
            <source>The signed QR code gives the total as “{given}”; {number} has {want}.</source>
            <translation>கையொப்பமிட்ட QR குறியீட்டில் மொத்தம் “{given}”; {number}-இன் மொத்தம் {want}.</translation>
        </message>
    </context>
    <context>
        <name>JOBS_PANEL</name>
        <message>
            <source>Background jobs</source>
            <translation>பின்னணி வேலைகள்</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>மீண்டும் தொடங்கு</translation>
        </message>
        <message>
            <source>Start {job} again</source>
            <translation>{job}-ஐ மீண்டும் தொடங்கு</translation>
        </message>
        <message>
            <source>The work Counterdesk does behind the till. A job that stops is started again on its own; one that keeps stopping is named in the header, and you can start it again here.</source>
            <translation>Counterdesk கவுண்டருக்குப் பின்னால் செய்யும் வேலை. நின்றுவிடும் வேலை தானாக மீண்டும் தொடங்கும்; மீண்டும் மீண்டும் நிற்பது தலைப்பில் காட்டப்படும், அதை இங்கே மீண்டும் தொடங்கலாம்.</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_EINVOICE</name>
        <message>
            <source>The portal answered for {number}, which this counter never issued.</source>
            <translation>போர்ட்டல் {number}-க்குப் பதில் அளித்தது, அதை இந்த கவுண்டர் ஒருபோதும் வழங்கவில்லை.</translation>
        </message>
        <message>
            <source>The portal's answer for {number} is of another type of document.</source>
            <translation>{number}-க்கான போர்ட்டலின் பதில் வேறு வகை ஆவணத்துக்கானது.</translation>
        </message>
        <message>
            <source>{number} already has the IRN {irn}; an IRN is never replaced.</source>
            <translation>{number}-க்கு ஏற்கனவே IRN {irn} உள்ளது; IRN ஒருபோதும் மாற்றப்படாது.</translation>
        </message>
        <message>
            <source>The IRN given for {number} is already {owner}'s: the portal gives each document its own.</source>
            <translation>{number}-க்கு வழங்கப்பட்ட IRN ஏற்கனவே {owner}-இனுடையது: போர்ட்டல் ஒவ்வொரு ஆவணத்துக்கும் தனி IRN வழங்கும்.</translation>
        </message>
        <message>
            <source>The portal cancelled the IRN {irn}, which no document here has.</source>
            <translation>போர்ட்டல் IRN {irn}-ஐ ரத்து செய்தது, அது இங்குள்ள எந்த ஆவணத்துக்கும் இல்லை.</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number}-க்கு ரத்து செய்ய IRN இல்லை.</translation>
        </message>
        <message>
            <source>The cancellation of {number}'s IRN was asked already.</source>
            <translation>{number}-இன் IRN ரத்து ஏற்கனவே கோரப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>Say why the portal's answer is accepted (the reason is logged).</source>
            <translation>போர்ட்டலின் பதில் ஏன் ஏற்கப்படுகிறது என்று சொல்லவும் (காரணம் பதிவாகும்).</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>வட்டு நிரம்பிவிட்டது</translation>
        </message>
        <message>
            <source>the journal's folder cannot be written to</source>
            <translation>ஜர்னலின் கோப்புறையில் எழுத முடியாது</translation>
        </message>
        <message>
            <source>the disk reports an error when the journal is written</source>
            <translation>ஜர்னலை எழுதும்போது வட்டு பிழை காட்டுகிறது</translation>
        </message>
        <message>
            <source>Selling off: {reason}</source>
            <translation>விற்பனை நிறுத்தம்: {reason}</translation>
        </message>
        <message>
            <source>Selling is off: {reason}, so this computer cannot save a sale or a cancellation. Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix the disk, then start Counterdesk again.</source>
            <translation>விற்பனை நிறுத்தப்பட்டது: {reason}, எனவே இந்தக் கணினியால் விற்பனையையோ ரத்தையோ சேமிக்க முடியாது. எதுவும் அனுப்பப்படவில்லை, கட்டணமும் இல்லை. கேட்டலாக், தேடல், வாலெட் இன்னும் இயங்கும்; வட்டைச் சரிசெய்து, Counterdesk-ஐ மீண்டும் தொடங்குங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_OPENING</name>
        <message>
            <source>why the drawers were off at the Z reports</source>
            <translation>Z அறிக்கைகளில் டிராயர்கள் ஏன் பொருந்தவில்லை</translation>
        </message>
        <message>
            <source>the sale kept from last time</source>
            <translation>கடந்த முறை வைத்த விற்பனை</translation>
        </message>
        <message>
            <source>the records for the agency store</source>
            <translation>ஏஜென்சி ஸ்டோருக்கான பதிவுகள்</translation>
        </message>
        <message>
            <source>the tax invoices and credit notes</source>
            <translation>வரி விலைப்பட்டியல்கள், கடன் குறிப்புகள்</translation>
        </message>
        <message>
            <source>the supervisors' decisions</source>
            <translation>மேற்பார்வையாளர்களின் முடிவுகள்</translation>
        </message>
        <message>
            <source>the supervisor PIN</source>
            <translation>மேற்பார்வையாளர் PIN</translation>
        </message>
        <message>
            <source>the refunds owed</source>
            <translation>நிலுவை ரீஃபண்டுகள்</translation>
        </message>
        <message>
            <source>the customer refunds</source>
            <translation>வாடிக்கையாளர் ரீஃபண்டுகள்</translation>
        </message>
        <message>
            <source>the Z reports</source>
            <translation>Z அறிக்கைகள்</translation>
        </message>
        <message>
            <source>the receipt numbers</source>
            <translation>ரசீது எண்கள்</translation>
        </message>
        <message>
            <source>the shifts</source>
            <translation>ஷிஃப்டுகள்</translation>
        </message>
        <message>
            <source>the payments taken</source>
            <translation>பெற்ற பணம்</translation>
        </message>
        <message>
            <source>the till's sales</source>
            <translation>கல்லாவின் விற்பனைகள்</translation>
        </message>
        <message>
            <source>which requests had left this computer</source>
            <translation>எந்தக் கோரிக்கைகள் இந்தக் கணினியை விட்டுச் சென்றன</translation>
        </message>
        <message>
            <source>the history's bookings</source>
            <translation>வரலாற்றின் முன்பதிவுகள்</translation>
        </message>
        <message>
            <source>sales and cancellations sent</source>
            <translation>அனுப்பிய விற்பனைகள், ரத்துகள்</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}, and there was no copy to take them from. Some records may be missing; check the day's sales with the service's History.</source>
            <translation>இவற்றை முழுமையாகப் படிக்க முடியவில்லை: {tables}, எடுக்க நகலும் இல்லை. சில பதிவுகள் விடுபட்டிருக்கலாம்; நாளின் விற்பனைகளைச் சேவையின் வரலாற்றுடன் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. Nothing in it could be read, so the new journal starts empty.</source>
            <translation>இந்தக் கணினியின் ஜர்னல் சேதமடைந்தது. அது {aside} ஆகத் தனியாக வைக்கப்பட்டது (அந்தக் கோப்பை உங்கள் ஆதரவுத் தொடர்புக்காக வையுங்கள்), புதிய ஜர்னல் தொடங்கப்பட்டது. அதில் எதையும் படிக்க முடியவில்லை, எனவே புதிய ஜர்னல் காலியாகத் தொடங்குகிறது.</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. The new journal holds what could still be read: {pending} unanswered sale or cancellation requests, {settled} settled requests and {bookings} bookings of the history. The unanswered ones keep their request ids, so none of them can be charged twice.</source>
            <translation>இந்தக் கணினியின் ஜர்னல் சேதமடைந்தது. அது {aside} ஆகத் தனியாக வைக்கப்பட்டது (அந்தக் கோப்பை உங்கள் ஆதரவுத் தொடர்புக்காக வையுங்கள்), புதிய ஜர்னல் தொடங்கப்பட்டது. இன்னும் படிக்க முடிந்தவை புதிய ஜர்னலில் உள்ளன: பதில் வராத {pending} விற்பனை அல்லது ரத்துக் கோரிக்கைகள், தீர்ந்த {settled} கோரிக்கைகள், வரலாற்றின் {bookings} முன்பதிவுகள். பதில் வராதவை தங்கள் கோரிக்கை ஐடிகளை வைத்திருக்கும், எனவே எதுவும் இருமுறை கட்டணமாகாது.</translation>
        </message>
        <message>
            <source>Counterdesk cannot open its journal ({path}): another program is using it. Close that program (or restart the computer), then start Counterdesk again.</source>
            <translation>Counterdesk தன் ஜர்னலைத் ({path}) திறக்க முடியவில்லை: வேறொரு நிரல் அதைப் பயன்படுத்துகிறது. அந்த நிரலை மூடுங்கள் (அல்லது கணினியை மீண்டும் தொடங்குங்கள்), பிறகு Counterdesk-ஐ மீண்டும் தொடங்குங்கள்.</translation>
        </message>
        <message>
            <source>The journal on this computer ({path}) is damaged and cannot be moved aside ({problem}). Tell your support contact; do not delete the file.</source>
            <translation>இந்தக் கணினியின் ஜர்னல் ({path}) சேதமடைந்துள்ளது, தனியாக நகர்த்த முடியவில்லை ({problem}). உங்கள் ஆதரவுத் தொடர்பிடம் சொல்லுங்கள்; கோப்பை நீக்காதீர்கள்.</translation>
        </message>
        <message>
            <source>Not every receipt number could be read, so new receipts start a new series marked {prefix}: no number is printed twice.</source>
            <translation>எல்லா ரசீது எண்களையும் படிக்க முடியவில்லை, எனவே புதிய ரசீதுகள் {prefix} எனக் குறிக்கப்பட்ட புதிய வரிசையில் தொடங்கும்: எந்த எண்ணும் இருமுறை அச்சிடப்படாது.</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}. Records made after the copy may be missing; check the day's sales with the service's History.</source>
            <translation>இவற்றை முழுமையாகப் படிக்க முடியவில்லை: {tables}. நகலுக்குப் பின் செய்த பதிவுகள் விடுபட்டிருக்கலாம்; நாளின் விற்பனைகளைச் சேவையின் வரலாற்றுடன் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>What the damaged file lost was taken from the journal's copy of {time} ({rows} records).</source>
            <translation>சேதமடைந்த கோப்பு இழந்தவை {time} ஜர்னல் நகலிலிருந்து எடுக்கப்பட்டன ({rows} பதிவுகள்).</translation>
        </message>
        <message>
            <source>{count} unanswered requests may have been sent: the app asks the service about them and never sends them as new.</source>
            <translation>பதில் வராத {count} கோரிக்கைகள் அனுப்பப்பட்டிருக்கலாம்: செயலி அவற்றைப் பற்றிச் சேவையிடம் கேட்கும், ஒருபோதும் புதிதாக அனுப்பாது.</translation>
        </message>
        <message>
            <source>the e-invoices' IRNs</source>
            <translation>மின்-விலைப்பட்டியல்களின் IRN-கள்</translation>
        </message>
        <message>
            <source>the IRN cancellations</source>
            <translation>IRN ரத்துகள்</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_RECORDS</name>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SCANS</name>
        <message>
            <source>scan {number} cannot be read: {problem}</source>
            <translation>ஸ்கேன் {number}-ஐப் படிக்க முடியவில்லை: {problem}</translation>
        </message>
        <message>
            <source>scan {number} is missing ({problem})</source>
            <translation>ஸ்கேன் {number} இல்லை ({problem})</translation>
        </message>
        <message>
            <source>scan {number} does not match its digest</source>
            <translation>ஸ்கேன் {number} அதன் டைஜஸ்டுடன் பொருந்தவில்லை</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SEALED</name>
        <message>
            <source>it was kept encrypted with a key this computer's password store no longer has</source>
            <translation>இந்தக் கணினியின் கடவுச்சொல் ஸ்டோரில் இப்போது இல்லாத சாவியால் அது மறையாக்கப்பட்டிருந்தது</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_STORE</name>
        <message>
            <source>its ID numbers cannot be read: {problem}</source>
            <translation>அதன் அடையாள எண்களைப் படிக்க முடியவில்லை: {problem}</translation>
        </message>
    </context>
    <context>
        <name>LANGUAGE_SETTINGS</name>
        <message>
            <source>Language</source>
            <translation>மொழி</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>கணினியின்படி</translation>
        </message>
        <message>
            <source>As the screens</source>
            <translation>திரைகளின்படி</translation>
        </message>
        <message>
            <source>Each language's own digits ({digits})</source>
            <translation>ஒவ்வொரு மொழியின் சொந்த இலக்கங்கள் ({digits})</translation>
        </message>
        <message>
            <source>Saved changes to the screens' language or digits apply when Counterdesk starts again.</source>
            <translation>திரைகளின் மொழி அல்லது இலக்கங்களில் சேமித்த மாற்றங்கள் Counterdesk மீண்டும் தொடங்கும்போது பொருந்தும்.</translation>
        </message>
        <message>
            <source>Screens</source>
            <translation>திரைகள்</translation>
        </message>
        <message>
            <source>Customer documents</source>
            <translation>வாடிக்கையாளர் ஆவணங்கள்</translation>
        </message>
        <message>
            <source>The language of the customer&apos;s receipt and voucher. The agency copy is in English; the reports are in the screens&apos; language.</source>
            <translation>வாடிக்கையாளரின் ரசீது மற்றும் வவுச்சரின் மொழி. முகமை நகல் ஆங்கிலத்தில்; அறிக்கைகள் திரைகளின் மொழியில்.</translation>
        </message>
    </context>
    <context>
        <name>LAUNCH</name>
        <message>
            <source>That window has been brought to the front.</source>
            <translation>அந்தச் சாளரம் முன்னே கொண்டுவரப்பட்டது.</translation>
        </message>
        <message>
            <source>Counterdesk could not start: {error}. The details are in the log file {log_file}; tell your support contact.</source>
            <translation>Counterdesk தொடங்க முடியவில்லை: {error}. விவரங்கள் பதிவுக் கோப்பு {log_file}-இல் உள்ளன; உங்கள் ஆதரவுத் தொடர்பிடம் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>Counterdesk cannot start</source>
            <translation>Counterdesk தொடங்க முடியவில்லை</translation>
        </message>
        <message>
            <source>Counterdesk: journal recovered</source>
            <translation>Counterdesk: ஜர்னல் மீட்கப்பட்டது</translation>
        </message>
    </context>
    <context>
        <name>LEDGER_MODEL</name>
        <message>
            <source>For support</source>
            <translation>ஆதரவுக்காக</translation>
        </message>
        <message>
            <source>Posted at / account</source>
            <translation>பதிவான நேரம் / கணக்கு</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>நிகழ்வு</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>Wallet in / out</source>
            <translation>வாலெட் உள்ளே / வெளியே</translation>
        </message>
        <message>
            <source>Ledger debit</source>
            <translation>லெட்ஜர் பற்று</translation>
        </message>
        <message>
            <source>Ledger credit</source>
            <translation>லெட்ஜர் வரவு</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>விற்பனை</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>டாப்-அப்</translation>
        </message>
        <message>
            <source>What the entry took out of the wallet (a sale) or put into it (a refund, a top-up)</source>
            <translation>இந்தப் பதிவு வாலெட்டிலிருந்து எடுத்தது (விற்பனை) அல்லது வாலெட்டில் சேர்த்தது (ரீஃபண்ட், டாப்-அப்)</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_CONTROLLER</name>
        <message>
            <source>Exchanged for booking {reference}.</source>
            <translation>முன்பதிவு {reference} ஆக மாற்றப்பட்டது.</translation>
        </message>
        <message>
            <source>The service refunded {refunded} to the wallet.</source>
            <translation>சேவை வாலெட்டுக்கு {refunded} ரீஃபண்ட் செய்தது.</translation>
        </message>
        <message numerus="yes">
            <source>Sold here {sold_at} to {customer}: %n seat(s).</source>
            <translation>
                <numerusform>இங்கே {sold_at} அன்று {customer}-க்கு விற்றது: %n இருக்கை.</numerusform>
                <numerusform>இங்கே {sold_at} அன்று {customer}-க்கு விற்றது: %n இருக்கைகள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not sold at this counter.</source>
            <translation>இந்தக் கவுண்டரில் விற்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>இந்த விற்பனை இனி ஜர்னலில் இல்லை.</translation>
        </message>
        <message>
            <source>Not sold at this counter (the agency store does not answer now).</source>
            <translation>இந்தக் கவுண்டரில் விற்கப்படவில்லை (ஏஜென்சி ஸ்டோர் இப்போது பதில் தரவில்லை).</translation>
        </message>
        <message>
            <source>Not sold at this counter, nor at any counter of the agency store.</source>
            <translation>இந்தக் கவுண்டரிலும், ஏஜென்சி ஸ்டோரின் எந்தக் கவுண்டரிலும் விற்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>The service did not confirm the cancellation ({reason}). Whether it went through is not known yet: press the same Cancel button again to ask once more. The same request is sent, so the wallet cannot be credited twice; meanwhile the app keeps asking in the background.</source>
            <translation>சேவை ரத்தை உறுதிசெய்யவில்லை ({reason}). நிறைவேறியதா என்பது இன்னும் தெரியவில்லை: மீண்டும் கேட்க அதே ரத்து பொத்தானை மீண்டும் அழுத்துங்கள். அதே கோரிக்கை அனுப்பப்படும், எனவே வாலெட்டில் இருமுறை வரவாகாது; இதற்கிடையில் செயலி பின்னணியில் கேட்டுக்கொண்டிருக்கும்.</translation>
        </message>
        <message>
            <source>The cancellation went through (refund {reference}), but this computer could not save it yet; the app keeps trying, and the service gives it back at the next start.</source>
            <translation>ரத்து நிறைவேறியது (ரீஃபண்ட் {reference}), ஆனால் இந்தக் கணினியால் அதை இன்னும் சேமிக்க முடியவில்லை; செயலி தொடர்ந்து முயல்கிறது, அடுத்த தொடக்கத்தில் சேவை அதைத் திருப்பித் தரும்.</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_SCREEN</name>
        <message>
            <source>Booking reference, e.g. 7KX4M2QA</source>
            <translation>முன்பதிவு எண், எ.கா. 7KX4M2QA</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>{length} letters and digits; Enter looks it up</source>
            <translation>{length} எழுத்துகள், இலக்கங்கள்; Enter தேடும்</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>தேடு</translation>
        </message>
        <message>
            <source>Look up the booking (Enter)</source>
            <translation>முன்பதிவைத் தேடு (Enter)</translation>
        </message>
        <message>
            <source>The voucher as the booking stands now (sold at this counter)</source>
            <translation>முன்பதிவு இப்போது உள்ளபடி அதன் வவுச்சர் (இந்தக் கவுண்டரில் விற்றது)</translation>
        </message>
        <message>
            <source>The whole booking</source>
            <translation>முழு முன்பதிவு</translation>
        </message>
        <message>
            <source>&amp;Part of it:</source>
            <translation>அதன் ஒரு பகுதி (&amp;P):</translation>
        </message>
        <message>
            <source> seat(s)</source>
            <translation> இருக்கை(கள்)</translation>
        </message>
        <message>
            <source>Seats to cancel</source>
            <translation>ரத்து செய்ய வேண்டிய இருக்கைகள்</translation>
        </message>
        <message>
            <source>&amp;Quote cancellation</source>
            <translation>ரத்துக் கணக்கு (&amp;Q)</translation>
        </message>
        <message>
            <source>Cancel this booking</source>
            <translation>இந்த முன்பதிவை ரத்து செய்</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Lookup&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;தேடல்&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>No booking open. Type or paste a reference above, or choose a booking in History (Ctrl+5) and press Enter.</source>
            <translation>எந்த முன்பதிவும் திறக்கப்படவில்லை. மேலே ஒரு எண்ணைத் தட்டச்சு செய்யுங்கள் அல்லது ஒட்டுங்கள், அல்லது வரலாற்றில் (Ctrl+5) ஒரு முன்பதிவைத் தேர்ந்தெடுத்து Enter அழுத்துங்கள்.</translation>
        </message>
        <message>
            <source>A booking reference is {length} letters and digits (no 0, O, 1 or I). Check what was typed.</source>
            <translation>முன்பதிவு எண் {length} எழுத்துகள், இலக்கங்கள் (0, O, 1, I இல்லை). தட்டச்சு செய்ததைச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>Looking up {ref}…</source>
            <translation>{ref} தேடுகிறது…</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel in the list first.</source>
            <translation>முதலில் பட்டியலில் ரத்து செய்ய வேண்டிய பயணிகளைக் குறியிடுங்கள்.</translation>
        </message>
        <message>
            <source>Cancelling {what} of {ref}…</source>
            <translation>{ref}-இன் {what} ரத்து செய்கிறது…</translation>
        </message>
        <message numerus="yes">
            <source>the %n passengers ticked in the list</source>
            <translation>
                <numerusform>பட்டியலில் குறியிட்ட %n பயணி</numerusform>
                <numerusform>பட்டியலில் குறியிட்ட %n பயணிகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>tick passengers in the list</source>
            <translation>பட்டியலில் பயணிகளைக் குறியிடுங்கள்</translation>
        </message>
        <message>
            <source>Choose what to cancel, then ask for the quote (Alt+Q).</source>
            <translation>எதை ரத்து செய்வது எனத் தேர்ந்தெடுத்து, பிறகு கணக்கு கேளுங்கள் (Alt+Q).</translation>
        </message>
        <message>
            <source>Nothing left to cancel on this booking.</source>
            <translation>இந்த முன்பதிவில் ரத்து செய்ய எதுவும் இல்லை.</translation>
        </message>
        <message>
            <source>Booking {ref} was not found. Check the reference; a booking of another agency cannot be looked up here.</source>
            <translation>முன்பதிவு {ref} கிடைக்கவில்லை. எண்ணைச் சரிபாருங்கள்; வேறு ஏஜென்சியின் முன்பதிவை இங்கே தேட முடியாது.</translation>
        </message>
        <message>
            <source>Change the da&amp;y…</source>
            <translation>நாளை மாற்று… (&amp;Y)</translation>
        </message>
        <message>
            <source>Move the booking to another day (Alt+Y): the new seat is booked first, then this one cancelled, the difference settled at the till</source>
            <translation>முன்பதிவை வேறு நாளுக்கு மாற்று (Alt+Y): முதலில் புதிய இருக்கை பதிவு செய்யப்படும், பிறகு இது ரத்து செய்யப்படும், வேறுபாடு கவுண்டரில் தீர்க்கப்படும்</translation>
        </message>
        <message>
            <source>Change the da&amp;y of {ref}…</source>
            <translation>{ref} இன் நாளை மாற்று… (&amp;Y)</translation>
        </message>
        <message>
            <source>Cancel booking {ref}</source>
            <translation>முன்பதிவு {ref} ஐ ரத்து செய்</translation>
        </message>
    </context>
    <context>
        <name>MAIL_ADDRESS</name>
        <message>
            <source>{address} is not an e-mail address (like name@example.in).</source>
            <translation>{address} ஒரு மின்னஞ்சல் முகவரி அல்ல (எ.கா. name@example.in).</translation>
        </message>
        <message>
            <source>The e-mail address has a line break or a control character in it: type it on one line.</source>
            <translation>மின்னஞ்சல் முகவரியில் வரி முறிவு அல்லது கட்டுப்பாட்டு எழுத்து உள்ளது: அதை ஒரே வரியில் தட்டச்சு செய்யவும்.</translation>
        </message>
        <message>
            <source>{address} has letters a mail server does not take ({letters}): use Latin letters, digits and . _ - + only.</source>
            <translation>{address} இல் மின்னஞ்சல் சர்வர் ஏற்காத எழுத்துகள் உள்ளன ({letters}): லத்தீன் எழுத்துகள், இலக்கங்கள், . _ - + மட்டும் பயன்படுத்தவும்.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_CHILD</name>
        <message>
            <source>The mail job failed ({reason}); the letters wait for its next round.</source>
            <translation>அஞ்சல் பணி தோல்வியடைந்தது ({reason}); கடிதங்கள் அதன் அடுத்த சுற்றுக்காகக் காத்திருக்கின்றன.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_HEALTH</name>
        <message>
            <source>Mail: off ({count} waiting)</source>
            <translation>அஞ்சல்: நிறுத்தம் ({count} காத்திருக்கின்றன)</translation>
        </message>
        <message>
            <source>Mail: off</source>
            <translation>அஞ்சல்: நிறுத்தம்</translation>
        </message>
        <message>
            <source>Mail: {count} waiting</source>
            <translation>அஞ்சல்: {count} காத்திருக்கின்றன</translation>
        </message>
        <message>
            <source>Mail: all sent</source>
            <translation>அஞ்சல்: அனைத்தும் அனுப்பப்பட்டன</translation>
        </message>
        <message>
            <source>No e-mail is sent: no mail server is set. Letters wait in the journal until one is.</source>
            <translation>மின்னஞ்சல் எதுவும் அனுப்பப்படவில்லை: அஞ்சல் சேவையகம் அமைக்கப்படவில்லை. ஒன்று அமைக்கப்படும் வரை கடிதங்கள் ஜர்னலில் காத்திருக்கும்.</translation>
        </message>
        <message>
            <source>E-mail is being sent. The last try did not go: {error}</source>
            <translation>மின்னஞ்சல் அனுப்பப்படுகிறது. கடைசி முயற்சி வெற்றியடையவில்லை: {error}</translation>
        </message>
        <message>
            <source>E-mail is being sent; the last letter went.</source>
            <translation>மின்னஞ்சல் அனுப்பப்படுகிறது; கடைசி கடிதம் அனுப்பப்பட்டது.</translation>
        </message>
        <message>
            <source>Mail: nothing waiting</source>
            <translation>அஞ்சல்: எதுவும் காத்திருக்கவில்லை</translation>
        </message>
        <message>
            <source>Last round at {time}.</source>
            <translation>கடைசி சுற்று {time} மணிக்கு.</translation>
        </message>
        <message>
            <source>E-mail is sent from here; no letter has been sent yet.</source>
            <translation>மின்னஞ்சல் இங்கிருந்தே அனுப்பப்படுகிறது; இதுவரை எந்தக் கடிதமும் அனுப்பப்படவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>HEADS_LETTER</name>
        <message>
            <source>Counter {counter}: the heads of Z report no. {number}</source>
            <translation>கவுண்டர் {counter}: Z அறிக்கை எண் {number} இன் தலைகள்</translation>
        </message>
        <message>
            <source>Counter {counter} closed a shift with Z report no. {number} at {closed}. Keep this letter: it witnesses the counter&apos;s journal outside its computer. An audit compares the journal with the heads below and names the entry that differs: a record or an access log entry changed after this Z report shows there.</source>
            <translation>கவுண்டர் {counter} {closed} அன்று Z அறிக்கை எண் {number} உடன் ஒரு ஷிஃப்டை மூடியது. இந்தக் கடிதத்தை வைத்திருங்கள்: இது கவுண்டரின் ஜர்னலுக்கு அதன் கணினிக்கு வெளியே உள்ள சாட்சி. தணிக்கை ஜர்னலைக் கீழே உள்ள தலைகளுடன் ஒப்பிட்டு, மாறுபடும் பதிவைக் குறிப்பிடும்: இந்த Z அறிக்கைக்குப் பிறகு மாற்றப்பட்ட பதிவோ அணுகல் பதிவின் உள்ளீடோ அங்கே தெரியும்.</translation>
        </message>
        <message>
            <source>The access log had no entries yet.</source>
            <translation>அணுகல் பதிவில் இன்னும் உள்ளீடுகள் இல்லை.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_LETTERS</name>
        <message>
            <source>Refund slip for booking {reference}</source>
            <translation>முன்பதிவு {reference}-க்கான ரீஃபண்ட் சீட்டு</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The refund slip for it is attached.</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்ட் வழங்கப்பட்டது. அதற்கான ரீஃபண்ட் சீட்டு இணைக்கப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>நீங்கள் கேட்டபடி முன்பதிவு {reference} ரத்து செய்யப்பட்டது. ரீஃபண்டுக்கான ரீஃபண்ட் சீட்டும் தற்போதைய நிலையிலான வவுச்சரும் இணைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>நீங்கள் கேட்டபடி முன்பதிவு {reference}-இன் ஒரு பகுதி ரத்து செய்யப்பட்டது; மீதமுள்ள முன்பதிவு தொடர்கிறது. ரீஃபண்டுக்கான ரீஃபண்ட் சீட்டும் தற்போதைய நிலையிலான வவுச்சரும் இணைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The refund slip for the whole refund is attached.</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்டின் ஒரு பகுதி வழங்கப்பட்டது; அதில் INR {owed} இன்னும் உங்களுக்குத் தர வேண்டியுள்ளது, பின்னர் வழங்கப்படும். முழு ரீஃபண்டுக்கான ரீஃபண்ட் சீட்டு இணைக்கப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference}.</source>
            <translation>நீங்கள் கேட்டபடி, முன்பதிவு {reference}-இன் ஆவணங்கள் இதோ.</translation>
        </message>
        <message>
            <source>Your booking {reference}</source>
            <translation>உங்கள் முன்பதிவு {reference}</translation>
        </message>
        <message>
            <source>Thank you for booking with us. Your voucher and your receipt for booking {reference} are attached. Please show the voucher when you travel.</source>
            <translation>எங்களுடன் முன்பதிவு செய்ததற்கு நன்றி. முன்பதிவு {reference}-க்கான உங்கள் வவுச்சரும் ரசீதும் இணைக்கப்பட்டுள்ளன. பயணத்தின்போது வவுச்சரைக் காட்டவும்.</translation>
        </message>
        <message>
            <source>Cancellation of booking {reference}</source>
            <translation>முன்பதிவு {reference} ரத்து</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>நீங்கள் கேட்டபடி முன்பதிவு {reference} ரத்து செய்யப்பட்டது. ரீஃபண்டுக்கான கிரெடிட் நோட்டும் தற்போதைய நிலையிலான வவுச்சரும் இணைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference} again.</source>
            <translation>நீங்கள் கேட்டபடி முன்பதிவு {reference}-இன் ஆவணங்கள் மீண்டும் அனுப்பப்படுகின்றன.</translation>
        </message>
        <message>
            <source>Credit note for booking {reference}</source>
            <translation>முன்பதிவு {reference}-க்கான கிரெடிட் நோட்</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The credit note for it is attached.</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்ட் வழங்கப்பட்டது. அதற்கான கிரெடிட் நோட் இணைக்கப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>Your refund for booking {reference}</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has now been given in full. Thank you for your patience.</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்ட் இப்போது முழுமையாக வழங்கப்பட்டது. உங்கள் பொறுமைக்கு நன்றி.</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>நீங்கள் கேட்டபடி முன்பதிவு {reference}-இன் ஒரு பகுதி ரத்து செய்யப்பட்டது; மீதமுள்ள முன்பதிவு தொடர்கிறது. ரீஃபண்டுக்கான கிரெடிட் நோட்டும் தற்போதைய நிலையிலான வவுச்சரும் இணைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The credit note for the whole refund is attached.</source>
            <translation>முன்பதிவு {reference}-க்கான உங்கள் ரீஃபண்டின் ஒரு பகுதி வழங்கப்பட்டது; அதில் INR {owed} இன்னும் உங்களுக்குத் தர வேண்டியுள்ளது, பின்னர் வழங்கப்படும். முழு ரீஃபண்டுக்கான கிரெடிட் நோட் இணைக்கப்பட்டுள்ளது.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_MESSAGES</name>
        <message>
            <source>E-mail to the customer</source>
            <translation>வாடிக்கையாளருக்கு மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>Send the documents again</source>
            <translation>ஆவணங்களை மீண்டும் அனுப்பவும்</translation>
        </message>
        <message>
            <source>Nothing was e-mailed to {email}.</source>
            <translation>{email}-க்கு எதுவும் மின்னஞ்சல் செய்யப்படவில்லை.</translation>
        </message>
        <message>
            <source>{when}: “{subject}” to {email}. {state}</source>
            <translation>{when}: “{subject}” {email}-க்கு. {state}</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SERVER</name>
        <message>
            <source>The mail server needs its address, for example smtp.example.in.</source>
            <translation>மின்னஞ்சல் சேவையகத்தின் முகவரி தேவை, எ.கா. smtp.example.in.</translation>
        </message>
        <message>
            <source>The mail server&apos;s port is a number from 1 to 65535.</source>
            <translation>மின்னஞ்சல் சேவையகத்தின் போர்ட் 1 முதல் 65535 வரையிலான எண்.</translation>
        </message>
        <message>
            <source>The mail server needs the sender&apos;s address.</source>
            <translation>மின்னஞ்சல் சேவையகத்துக்கு அனுப்புநரின் முகவரி தேவை.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SETTINGS</name>
        <message>
            <source>E-mail to customers</source>
            <translation>வாடிக்கையாளர்களுக்கு மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>e.g. smtp.example.in (empty: no e-mail)</source>
            <translation>எ.கா. smtp.example.in (காலி: மின்னஞ்சல் இல்லை)</translation>
        </message>
        <message>
            <source>STARTTLS (usually port 587)</source>
            <translation>STARTTLS (வழக்கமாக போர்ட் 587)</translation>
        </message>
        <message>
            <source>TLS from the start (usually port 465)</source>
            <translation>தொடக்கத்திலிருந்தே TLS (வழக்கமாக போர்ட் 465)</translation>
        </message>
        <message>
            <source>The login (empty: none)</source>
            <translation>உள்நுழைவு (காலி: இல்லை)</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>காலி: சேமித்ததையே வை (கடவுச்சொல் ஸ்டோரில், கோப்பில் அல்ல)</translation>
        </message>
        <message>
            <source>e.g. the agency&apos;s name</source>
            <translation>எ.கா. முகமையின் பெயர்</translation>
        </message>
        <message>
            <source>Empty: the sender&apos;s address</source>
            <translation>காலி: அனுப்புநரின் முகவரி</translation>
        </message>
        <message>
            <source>Send a test message</source>
            <translation>சோதனைச் செய்தியை அனுப்பவும்</translation>
        </message>
        <message>
            <source>Mail server</source>
            <translation>மின்னஞ்சல் சேவையகம்</translation>
        </message>
        <message>
            <source>Security</source>
            <translation>பாதுகாப்பு</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>போர்ட்</translation>
        </message>
        <message>
            <source>Login</source>
            <translation>உள்நுழைவு</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>கடவுச்சொல்</translation>
        </message>
        <message>
            <source>Sender&apos;s name</source>
            <translation>அனுப்புநரின் பெயர்</translation>
        </message>
        <message>
            <source>Sender&apos;s address</source>
            <translation>அனுப்புநரின் முகவரி</translation>
        </message>
        <message>
            <source>Replies go to</source>
            <translation>பதில்கள் செல்லும் முகவரி</translation>
        </message>
        <message>
            <source>Sending a test message to {address}…</source>
            <translation>{address}-க்கு சோதனைச் செய்தி அனுப்பப்படுகிறது…</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>இப்போது</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SMTP</name>
        <message>
            <source>The mail server&apos;s certificate is not trusted here: {reason}.</source>
            <translation>இந்தக் கணினியில் மின்னஞ்சல் சேவையகத்தின் சான்றிதழ் நம்பப்படவில்லை: {reason}.</translation>
        </message>
        <message>
            <source>The mail server could not be reached or hung up: {reason}.</source>
            <translation>மின்னஞ்சல் சேவையகத்தை அடைய முடியவில்லை அல்லது அது இணைப்பைத் துண்டித்தது: {reason}.</translation>
        </message>
        <message>
            <source>Counterdesk test message</source>
            <translation>Counterdesk சோதனைச் செய்தி</translation>
        </message>
        <message>
            <source>This message was sent from the counter to check the mail settings. Customers&apos; vouchers, receipts and credit notes will come from this address.</source>
            <translation>மின்னஞ்சல் அமைப்புகளைச் சரிபார்க்க இந்தச் செய்தி கவுண்டரிலிருந்து அனுப்பப்பட்டது. வாடிக்கையாளர்களின் வவுச்சர்கள், ரசீதுகள், கிரெடிட் நோட்டுகள் இந்த முகவரியிலிருந்தே வரும்.</translation>
        </message>
        <message>
            <source>The letter could not be written: {reason}.</source>
            <translation>கடிதத்தை உருவாக்க முடியவில்லை: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>MAIL_WORDS</name>
        <message>
            <source>Sent. The mail server answered: {words}</source>
            <translation>அனுப்பப்பட்டது. மின்னஞ்சல் சேவையகத்தின் பதில்: {words}</translation>
        </message>
        <message>
            <source>Refused by the mail server: {words}. Check the address with the customer, then send again.</source>
            <translation>மின்னஞ்சல் சேவையகம் மறுத்தது: {words}. வாடிக்கையாளரிடம் முகவரியைச் சரிபார்த்து மீண்டும் அனுப்பவும்.</translation>
        </message>
        <message>
            <source>Not sent: the mail server could not be given it since {since} ({words}). Check the mail settings, then send again.</source>
            <translation>அனுப்பப்படவில்லை: {since} முதல் இதை மின்னஞ்சல் சேவையகத்திடம் கொடுக்க முடியவில்லை ({words}). மின்னஞ்சல் அமைப்புகளைச் சரிபார்த்து மீண்டும் அனுப்பவும்.</translation>
        </message>
        <message>
            <source>Waiting to be sent.</source>
            <translation>அனுப்பக் காத்திருக்கிறது.</translation>
        </message>
        <message>
            <source>Not sent yet, tried again soon. Last answer: {words}</source>
            <translation>இன்னும் அனுப்பப்படவில்லை, விரைவில் மீண்டும் முயற்சிக்கப்படும். கடைசிப் பதில்: {words}</translation>
        </message>
        <message>
            <source>The mail server took the test message: {words}</source>
            <translation>மின்னஞ்சல் சேவையகம் சோதனைச் செய்தியை ஏற்றுக்கொண்டது: {words}</translation>
        </message>
        <message>
            <source>The mail server refused the test message: {words}</source>
            <translation>மின்னஞ்சல் சேவையகம் சோதனைச் செய்தியை மறுத்தது: {words}</translation>
        </message>
        <message>
            <source>The test message was not sent: {words}</source>
            <translation>சோதனைச் செய்தி அனுப்பப்படவில்லை: {words}</translation>
        </message>
        <message>
            <source>Not sent, held apart: {words} Correct the address with the customer, then send again.</source>
            <translation>அனுப்பப்படவில்லை, தனியே வைக்கப்பட்டது: {words} வாடிக்கையாளருடன் முகவரியைச் சரிசெய்து, பின்னர் மீண்டும் அனுப்பவும்.</translation>
        </message>
        <message>
            <source>Sent</source>
            <translation>அனுப்பப்பட்டது</translation>
        </message>
        <message>
            <source>Held apart</source>
            <translation>தனியே வைக்கப்பட்டது</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>மறுக்கப்பட்டது</translation>
        </message>
        <message>
            <source>Not sent</source>
            <translation>அனுப்பப்படவில்லை</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>காத்திருக்கிறது</translation>
        </message>
        <message>
            <source>E-mail to {email}: {state}</source>
            <translation>{email} க்கு மின்னஞ்சல்: {state}</translation>
        </message>
    </context>
    <context>
        <name>MANIFEST_MODEL</name>
        <message>
            <source>Passenger</source>
            <translation>பயணி</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>வயது</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>பாலினம்</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>வகை</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>நிலை</translation>
        </message>
    </context>
    <context>
        <name>MENU</name>
        <message>
            <source>Seal records under a &amp;new key…</source>
            <translation>புதிய சாவியால் பதிவுகளை முத்திரையிடு (&amp;N)…</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>மெனு பட்டை</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>விற்பனை</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>புதிய விற்பனை (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Lookup by reference…</source>
            <translation>எண் மூலம் தேடு (&amp;L)…</translation>
        </message>
        <message>
            <source>View</source>
            <translation>காட்சி</translation>
        </message>
        <message>
            <source>&amp;{number} {screen}</source>
            <translation>&amp;{number} {screen}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>கருவிகள்</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>அமைப்புகள் (&amp;S)</translation>
        </message>
        <message>
            <source>S&amp;hift report</source>
            <translation>ஷிஃப்ட் அறிக்கை (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>ஏஜென்சி நாள் முடிவு (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Reset training data…</source>
            <translation>பயிற்சித் தரவை மீட்டமை (&amp;R)…</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>உதவி</translation>
        </message>
        <message>
            <source>&amp;Help for this screen</source>
            <translation>இந்தத் திரைக்கான உதவி (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>விசைப்பலகைக் குறுக்குவழிகள் (&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Training mode explained</source>
            <translation>பயிற்சி முறை விளக்கம் (&amp;T)</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>பதிவுக் கோப்புறையைத் திற (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Crash reports…</source>
            <translation>செயலிழப்பு அறிக்கைகள் (&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;About Counterdesk</source>
            <translation>Counterdesk பற்றி (&amp;A)</translation>
        </message>
        <message>
            <source>Open the menu bar</source>
            <translation>மெனு பட்டையைத் திற</translation>
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}</source>
            <translation>பதிவுக் கோப்புறையைத் திறக்க முடியவில்லை: அது {folder}</translation>
        </message>
        <message>
            <source>About Counterdesk</source>
            <translation>Counterdesk பற்றி</translation>
        </message>
        <message>
            <source>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;The sales counter of a travel agency: island tours and boat trips, paid from the agency's prepaid wallet.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;ஒரு பயண ஏஜென்சியின் விற்பனைக் கவுண்டர்: தீவுச் சுற்றுலாக்கள், படகுப் பயணங்கள், ஏஜென்சியின் முன்கட்டண வாலெட்டிலிருந்து பணம்.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>மூடு (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Privacy notice for the customer (PDF)</source>
            <translation>வாடிக்கையாளருக்கான தனியுரிமை அறிவிப்பு (PDF) (&amp;P)</translation>
        </message>
        <message>
            <source>The notice could not be saved ({reason}).</source>
            <translation>அறிவிப்பைச் சேமிக்க முடியவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>The privacy notice is in {path}: print it for the customer.</source>
            <translation>தனியுரிமை அறிவிப்பு {path}-இல் உள்ளது: வாடிக்கையாளருக்காக அச்சிடுங்கள்.</translation>
        </message>
        <message>
            <source>&amp;Who looked at customers' data…</source>
            <translation>வாடிக்கையாளர்களின் தரவைப் பார்த்தவர்கள் (&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Background jobs…</source>
            <translation>பின்னணி வேலைகள் (&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Quit Counterdesk</source>
            <translation>Counterdesk ஐ மூடு (&amp;Q)</translation>
        </message>
    </context>
    <context>
        <name>MESSAGE_BAR</name>
        <message>
            <source>Note:</source>
            <translation>குறிப்பு:</translation>
        </message>
        <message>
            <source>Warning:</source>
            <translation>எச்சரிக்கை:</translation>
        </message>
        <message>
            <source>Problem:</source>
            <translation>சிக்கல்:</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>மறை</translation>
        </message>
        <message>
            <source>Dismiss the message</source>
            <translation>செய்தியை மறை</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} அன்று {name} மீண்டும் திறந்தார்: {reason}</translation>
        </message>
        <message>
            <source>{month} has not ended yet: it can be closed from {day}.</source>
            <translation>{month} இன்னும் முடியவில்லை: இதை {day} முதல் மூடலாம்.</translation>
        </message>
        <message>
            <source>{month} is closed already.</source>
            <translation>{month} ஏற்கெனவே மூடப்பட்டுள்ளது.</translation>
        </message>
        <message>
            <source>A month is re-opened only with a reason.</source>
            <translation>ஒரு மாதம் காரணத்துடன் மட்டுமே மீண்டும் திறக்கப்படும்.</translation>
        </message>
        <message>
            <source>{month} is not closed.</source>
            <translation>{month} மூடப்படவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE_SERVICE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} அன்று {name} மீண்டும் திறந்தார்: {reason}</translation>
        </message>
        <message>
            <source>Account {account}: no statement reaches {day}.</source>
            <translation>கணக்கு {account}: எந்த அறிக்கையும் {day} வரை வரவில்லை.</translation>
        </message>
        <message numerus="yes">
            <source>Account {account}: %n statement line(s) the books do not hold ({amount}).</source>
            <translation>
                <numerusform>கணக்கு {account}: அறிக்கையின் %n வரி கணக்கேட்டில் இல்லை ({amount}).</numerusform>
                <numerusform>கணக்கு {account}: அறிக்கையின் %n வரிகள் கணக்கேட்டில் இல்லை ({amount}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Account {account}: {amount} that nothing explains at {day}.</source>
            <translation>கணக்கு {account}: {day} அன்று {amount} எதனாலும் விளக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>திறந்துள்ளது</translation>
        </message>
        <message>
            <source>Closed on {day} by {name}</source>
            <translation>{day} அன்று {name} மூடினார்</translation>
        </message>
        <message>
            <source>Nothing dated in {month} changes after its close: what comes later for it is posted in the first open month.</source>
            <translation>மூடிய பிறகு {month} தேதியிட்ட எதுவும் மாறாது: பின்னர் அதற்காக வருவது முதல் திறந்த மாதத்தில் பதியப்படும்.</translation>
        </message>
        <message>
            <source>Not explained, accepted with the close:</source>
            <translation>விளக்கப்படாதவை, மூடலுடன் ஏற்கப்பட்டவை:</translation>
        </message>
        <message>
            <source>The statements explain the month.</source>
            <translation>அறிக்கைகள் மாதம் முழுவதையும் விளக்குகின்றன.</translation>
        </message>
        <message>
            <source>Every export of {month} made from now says it was re-opened, by whom and why.</source>
            <translation>இனி உருவாக்கப்படும் {month} இன் ஒவ்வொரு ஏற்றுமதியும் அது மீண்டும் திறக்கப்பட்டதை, யாரால், ஏன் என்று சொல்லும்.</translation>
        </message>
    </context>
    <context>
        <name>MONTH_STATE</name>
        <message>
            <source>Close &amp;month…</source>
            <translation>மாதத்தை மூடு (&amp;M)…</translation>
        </message>
        <message>
            <source>Supervisor: close the chosen day's month; nothing dated in it changes after</source>
            <translation>மேற்பார்வையாளர்: தேர்ந்த நாளின் மாதத்தை மூடுங்கள்; அதன் பிறகு அதில் தேதியிட்ட எதுவும் மாறாது</translation>
        </message>
        <message>
            <source>R&amp;e-open month…</source>
            <translation>மாதத்தை மீண்டும் திற (&amp;E)…</translation>
        </message>
        <message>
            <source>The owner: re-open the closed month, with a reason</source>
            <translation>உரிமையாளர்: மூடிய மாதத்தைக் காரணத்துடன் மீண்டும் திறக்கவும்</translation>
        </message>
    </context>
    <context>
        <name>MRZ_ENTRY</name>
        <message>
            <source>Scan the passport with the reader, or type or paste its two MRZ lines (the lines of letters, digits and &lt; at the foot of the photo page).</source>
            <translation>ரீடரால் பாஸ்போர்ட்டை ஸ்கேன் செய்யுங்கள், அல்லது அதன் இரண்டு MRZ வரிகளைத் தட்டச்சு செய்யுங்கள் அல்லது ஒட்டுங்கள் (புகைப்படப் பக்கத்தின் அடியில் எழுத்துகள், இலக்கங்கள், &lt; கொண்ட வரிகள்).</translation>
        </message>
        <message>
            <source>Passport MRZ</source>
            <translation>பாஸ்போர்ட் MRZ</translation>
        </message>
        <message>
            <source>The two lines at the foot of the passport's photo page</source>
            <translation>பாஸ்போர்ட்டின் புகைப்படப் பக்கத்தின் அடியில் உள்ள இரண்டு வரிகள்</translation>
        </message>
        <message>
            <source>{typed} of {whole} characters.</source>
            <translation>{whole}-இல் {typed} எழுத்துகள்.</translation>
        </message>
        <message>
            <source>Not read: {problems}. Nothing was filled in. Scan the passport again or check the two lines character by character.</source>
            <translation>படிக்கப்படவில்லை: {problems}. எதுவும் நிரப்பப்படவில்லை. பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள் அல்லது இரண்டு வரிகளையும் எழுத்து எழுத்தாகச் சரிபாருங்கள்.</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. The fields were filled in; check them.</source>
            <translation>படிக்கப்பட்டது: {name}, {nationality}, பாஸ்போர்ட் {number}. புலங்கள் நிரப்பப்பட்டன; சரிபாருங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>NAV_BAR</name>
        <message>
            <source>Opens the {title} screen ({shortcut})</source>
            <translation>{title} திரையைத் திறக்கும் ({shortcut})</translation>
        </message>
    </context>
    <context>
        <name>NET_WORDS</name>
        <message>
            <source>the server's name is not known (check how it is spelt, and that this computer is online)</source>
            <translation>சர்வரின் பெயர் தெரியவில்லை (எழுத்துக்கூட்டலையும், இந்தக் கணினி இணையத்தில் உள்ளதா என்பதையும் சரிபார்க்கவும்)</translation>
        </message>
        <message>
            <source>nothing answers at that address and port (the server is off, or the port is wrong)</source>
            <translation>அந்த முகவரியிலும் போர்ட்டிலும் யாரும் பதிலளிக்கவில்லை (சர்வர் அணைக்கப்பட்டுள்ளது, அல்லது போர்ட் தவறு)</translation>
        </message>
        <message>
            <source>it did not answer in time (check this computer's network)</source>
            <translation>அது நேரத்தில் பதிலளிக்கவில்லை (இந்தக் கணினியின் நெட்வொர்க்கைச் சரிபார்க்கவும்)</translation>
        </message>
        <message>
            <source>this computer's network cannot reach it (check the cable or Wi-Fi)</source>
            <translation>இந்தக் கணினியின் நெட்வொர்க் அதை அடைய முடியவில்லை (கேபிள் அல்லது Wi-Fi ஐச் சரிபார்க்கவும்)</translation>
        </message>
        <message>
            <source>it cut the connection (try again; if it keeps happening, call IT)</source>
            <translation>அது இணைப்பைத் துண்டித்தது (மீண்டும் முயலவும்; தொடர்ந்தால் IT ஐ அழைக்கவும்)</translation>
        </message>
        <message>
            <source>“{character}” in “{text}” cannot be written in an e-mail address or header (use Latin letters, digits and . _ - + @)</source>
            <translation>“{text}” இல் உள்ள “{character}” ஐ மின்னஞ்சல் முகவரியிலோ தலைப்பிலோ எழுத முடியாது (லத்தீன் எழுத்துகள், இலக்கங்கள், . _ - + @ பயன்படுத்தவும்)</translation>
        </message>
    </context>
    <context>
        <name>OPEN_SHIFT</name>
        <message>
            <source>Not now</source>
            <translation>இப்போது வேண்டாம்</translation>
        </message>
        <message>
            <source>Opening &amp;float</source>
            <translation>தொடக்க ரொக்கம் (&amp;F)</translation>
        </message>
        <message>
            <source>Clerk's &amp;name</source>
            <translation>ஊழியர் பெயர் (&amp;N)</translation>
        </message>
        <message>
            <source>Count the cash in the drawer. Enter opens the shift with the name and the float below (from the last close); change them if they differ.</source>
            <translation>டிராயரில் உள்ள ரொக்கத்தை எண்ணுங்கள். Enter கீழே உள்ள பெயர், தொடக்க ரொக்கத்துடன் (கடைசி மூடலிலிருந்து) ஷிஃப்டைத் திறக்கும்; வேறுபட்டால் மாற்றுங்கள்.</translation>
        </message>
        <message>
            <source>Open a shift</source>
            <translation>ஒரு ஷிஃப்டைத் திற</translation>
        </message>
    </context>
    <context>
        <name>PAPER</name>
        <message>
            <source>There is no printer called {name} on this computer.</source>
            <translation>இந்தக் கணினியில் {name} என்ற பிரிண்டர் இல்லை.</translation>
        </message>
        <message>
            <source>This computer has no printer set up.</source>
            <translation>இந்தக் கணினியில் பிரிண்டர் அமைக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>{printer} is a receipt printer: choose a system printer for this.</source>
            <translation>{printer} ஒரு ரசீது பிரிண்டர்: இதற்குக் கணினி பிரிண்டரைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>PASSENGERS_MODEL</name>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>வயது</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>பாலினம்</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>நாட்டுரிமை</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>அடையாள அட்டை வகை</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>அடையாள எண்</translation>
        </message>
        <message>
            <source>Scan</source>
            <translation>ஸ்கேன்</translation>
        </message>
        <message>
            <source>too large</source>
            <translation>மிகப் பெரியது</translation>
        </message>
        <message>
            <source>{price} (includes {rounding} rounding)</source>
            <translation>{price} ({rounding} முழுமையாக்கல் உட்பட)</translation>
        </message>
        <message>
            <source>required</source>
            <translation>தேவை</translation>
        </message>
        <message>
            <source>Ticket, per person incl. GST</source>
            <translation>டிக்கெட், ஒருவருக்கு, GST உட்பட</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_EDITOR</name>
        <message>
            <source>Male</source>
            <translation>ஆண்</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>பெண்</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>மற்றவை</translation>
        </message>
        <message>
            <source>Passenger</source>
            <translation>பயணி</translation>
        </message>
        <message>
            <source>Years, on the travel date</source>
            <translation>வயது, பயணத் தேதியில்</translation>
        </message>
        <message>
            <source>{indian}, or the passport's country code (GBR, USA, DEU…)</source>
            <translation>{indian}, அல்லது பாஸ்போர்ட்டின் நாட்டுக் குறியீடு (GBR, USA, DEU…)</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>பெயர் (&amp;M)</translation>
        </message>
        <message>
            <source>A&amp;ge</source>
            <translation>வயது (&amp;G)</translation>
        </message>
        <message>
            <source>Gen&amp;der</source>
            <translation>பாலினம் (&amp;D)</translation>
        </message>
        <message>
            <source>Nat&amp;ionality</source>
            <translation>நாட்டுரிமை (&amp;I)</translation>
        </message>
        <message>
            <source>ID t&amp;ype</source>
            <translation>அடையாள அட்டை வகை (&amp;Y)</translation>
        </message>
        <message>
            <source>ID n&amp;umber</source>
            <translation>அடையாள எண் (&amp;U)</translation>
        </message>
        <message>
            <source>Passport MRZ (reader, or type the two lines)</source>
            <translation>பாஸ்போர்ட் MRZ (ரீடர், அல்லது இரண்டு வரிகளைத் தட்டச்சு செய்யுங்கள்)</translation>
        </message>
        <message>
            <source>Passenger {number}</source>
            <translation>பயணி {number}</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>பாஸ்போர்ட்</translation>
        </message>
        <message>
            <source>ID document</source>
            <translation>அடையாள ஆவணம்</translation>
        </message>
        <message>
            <source>Scan ({document}): &lt;b&gt;required&lt;/b&gt;</source>
            <translation>ஸ்கேன் ({document}): &lt;b&gt;தேவை&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Scan ({document}): required, attached</source>
            <translation>ஸ்கேன் ({document}): தேவை, இணைக்கப்பட்டது</translation>
        </message>
        <message>
            <source>Scan ({document}): optional</source>
            <translation>ஸ்கேன் ({document}): விருப்பம்</translation>
        </message>
        <message>
            <source>Aadhaar, from the card's QR</source>
            <translation>ஆதார், அட்டையின் QR-இலிருந்து</translation>
        </message>
        <message>
            <source>Aadhaar (QR)</source>
            <translation>ஆதார் (QR)</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_LIST</name>
        <message>
            <source>This sale has {most} passengers, the most one booking takes: start another sale.</source>
            <translation>இந்த விற்பனையில் {most} பயணிகள், ஒரு முன்பதிவில் அதிகபட்சம் இவ்வளவே: வேறொரு விற்பனையைத் தொடங்குங்கள்.</translation>
        </message>
        <message>
            <source>Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)</source>
            <translation>பெயர், வயது, பாலினம்[, நாட்டுரிமை]  (எ.கா. Ravi Kumar, 34, M)</translation>
        </message>
        <message>
            <source>A passenger in one line, separated by commas; gender M, F or O. Enter fills the first passenger without a name, or adds one, and the cursor stays for the next. A passport reader's two MRZ lines, typed here, fill a passenger from the passport; the imager's scan of an Aadhaar card's QR code fills an Indian passenger.</source>
            <translation>ஒரு வரியில் ஒரு பயணி, காற்புள்ளிகளால் பிரித்து; பாலினம் M, F அல்லது O. Enter பெயரில்லாத முதல் பயணியை நிரப்பும், அல்லது ஒருவரைச் சேர்க்கும், கர்சர் அடுத்தவருக்காக இருக்கும். இங்கே தட்டச்சு செய்த பாஸ்போர்ட் ரீடரின் இரண்டு MRZ வரிகள் பாஸ்போர்ட்டிலிருந்து ஒரு பயணியை நிரப்பும். இமேஜரால் ஆதார் அட்டையின் QR குறியீட்டை ஸ்கேன் செய்தால் ஓர் இந்தியப் பயணி நிரப்பப்படுவார்.</translation>
        </message>
        <message>
            <source>&amp;Add passenger</source>
            <translation>பயணியைச் சேர் (&amp;A)</translation>
        </message>
        <message>
            <source>Alt+A: a passenger at the end of the list</source>
            <translation>Alt+A: பட்டியலின் இறுதியில் ஒரு பயணி</translation>
        </message>
        <message>
            <source>&amp;Remove passenger</source>
            <translation>பயணியை நீக்கு (&amp;R)</translation>
        </message>
        <message>
            <source>Alt+R: the selected passenger (Ctrl+Z brings them back)</source>
            <translation>Alt+R: தேர்ந்தெடுத்த பயணி (Ctrl+Z அவர்களைத் திரும்பக் கொண்டுவரும்)</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation>செயல்தவிர் (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last, with their scans.</source>
            <translation>கடைசியாக நீக்கிய பயணிகளை அவர்களின் ஸ்கேன்களுடன் திரும்பக் கொண்டுவா.</translation>
        </message>
        <message>
            <source>Passenger &amp;list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change passenger</source>
            <translation>பயணிகள் பட்டியல் (&amp;L): பயணியை மாற்ற இங்கே ↑ ↓, அல்லது எங்கும் Ctrl+PgDown / Ctrl+PgUp</translation>
        </message>
        <message>
            <source>Passengers of the sale</source>
            <translation>விற்பனையின் பயணிகள்</translation>
        </message>
        <message>
            <source>Up and Down choose the passenger edited below; a scan dropped on a row is that passenger's.</source>
            <translation>மேல், கீழ் கீழே திருத்தப்படும் பயணியைத் தேர்ந்தெடுக்கும்; ஒரு வரிசையில் விடப்பட்ட ஸ்கேன் அந்தப் பயணியுடையது.</translation>
        </message>
        <message>
            <source>That is a passport's second MRZ line: scan the passport again.</source>
            <translation>இது பாஸ்போர்ட்டின் இரண்டாவது MRZ வரி: பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Passport MRZ: line 1 of 2 read.</source>
            <translation>பாஸ்போர்ட் MRZ: 2-இல் 1-வது வரி படிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>Passport not read: {problems}. Scan the passport again.</source>
            <translation>பாஸ்போர்ட் படிக்கப்படவில்லை: {problems}. பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan.</source>
            <translation>படிக்கப்பட்டது: {name}, {nationality}, பாஸ்போர்ட் {number}. சரிபாருங்கள்; ஸ்கேனுக்கு Ctrl+O.</translation>
        </message>
        <message>
            <source>(no name yet)</source>
            <translation>(இன்னும் பெயர் இல்லை)</translation>
        </message>
        <message>
            <source>passenger {number}</source>
            <translation>பயணி {number}</translation>
        </message>
        <message>
            <source>Removed: {names}.</source>
            <translation>நீக்கப்பட்டவர்கள்: {names}.</translation>
        </message>
        <message>
            <source>passenger {number}, {name}</source>
            <translation>பயணி {number}, {name}</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}. This trip needs the whole number: type the card's 12 digits (the QR's last four are {last_four}).</source>
            <translation>ஆதார் QR படிக்கப்பட்டது: {name}. இந்தப் பயணத்துக்கு முழு எண் தேவை: அட்டையின் 12 இலக்கங்களைத் தட்டச்சு செய்யுங்கள் (QR-இன் கடைசி நான்கு {last_four}).</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}, card genuine (UIDAI signature). Check the photo on the card against the passenger.</source>
            <translation>ஆதார் QR படிக்கப்பட்டது: {name}, அட்டை உண்மையானது (UIDAI கையொப்பம்). அட்டையின் புகைப்படத்தைப் பயணியுடன் ஒப்பிட்டுப் பாருங்கள்.</translation>
        </message>
        <message>
            <source>Older Aadhaar QR read: {name}. It carries no signature: check the card itself.</source>
            <translation>பழைய ஆதார் QR படிக்கப்பட்டது: {name}. இதில் கையொப்பம் இல்லை: அட்டையையே சரிபாருங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>PAYMENT_PANEL</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>தொகையை ரூபாய், பைசாவில் தட்டச்சு செய்யுங்கள், எ.கா. 1250.50.</translation>
        </message>
        <message>
            <source>the rest</source>
            <translation>மீதமுள்ளது</translation>
        </message>
        <message>
            <source>Cash part</source>
            <translation>ரொக்கப் பகுதி</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>சரியாக</translation>
        </message>
        <message>
            <source>Cash tendered</source>
            <translation>கொடுத்த ரொக்கம்</translation>
        </message>
        <message>
            <source>Enter here pays; left empty, the customer gave the exact cash</source>
            <translation>இங்கே Enter பணம் செலுத்தும்; காலியாக விட்டால், வாடிக்கையாளர் சரியான ரொக்கம் கொடுத்தார்</translation>
        </message>
        <message>
            <source>&amp;Received</source>
            <translation>பெறப்பட்டது (&amp;R)</translation>
        </message>
        <message>
            <source>Tick once the customer's UPI app shows the payment succeeded.</source>
            <translation>வாடிக்கையாளரின் UPI செயலி பணம் வெற்றி எனக் காட்டியதும் குறியிடுங்கள்.</translation>
        </message>
        <message>
            <source>Change due</source>
            <translation>திருப்பித் தர வேண்டிய மீதி</translation>
        </message>
        <message>
            <source>Scan to pay {amount} to {payee} ({vpa})</source>
            <translation>{payee} ({vpa})-க்கு {amount} செலுத்த ஸ்கேன் செய்யுங்கள்</translation>
        </message>
        <message>
            <source>Tick Received once the customer's UPI app shows the payment succeeded.</source>
            <translation>வாடிக்கையாளரின் UPI செயலி பணம் வெற்றி எனக் காட்டியதும் 'பெறப்பட்டது' குறியிடுங்கள்.</translation>
        </message>
        <message>
            <source>Left empty, cash takes what the other tenders leave</source>
            <translation>காலியாக விட்டால், மற்ற கட்டண முறைகள் விட்டதை ரொக்கம் எடுக்கும்</translation>
        </message>
        <message>
            <source>{tender} amount</source>
            <translation>{tender} தொகை</translation>
        </message>
        <message>
            <source>The amount changed from {amount}: scan the new code.</source>
            <translation>தொகை {amount}-இலிருந்து மாறியது: புதிய குறியீட்டை ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>PENDING_CONTROLLER</name>
        <message>
            <source>Requests left unanswered when the app last stopped were checked:</source>
            <translation>செயலி கடைசியாக நின்றபோது பதில் வராத கோரிக்கைகள் சரிபார்க்கப்பட்டன:</translation>
        </message>
        <message>
            <source>An answer that had not come is in:</source>
            <translation>வராத பதில் வந்துவிட்டது:</translation>
        </message>
        <message>
            <source>The journal cannot be read: {reason}.</source>
            <translation>ஜர்னலைப் படிக்க முடியவில்லை: {reason}.</translation>
        </message>
        <message>
            <source>The sale that was never sent is closed; nothing was charged.</source>
            <translation>ஒருபோதும் அனுப்பப்படாத விற்பனை மூடப்பட்டது; எந்தக் கட்டணமும் இல்லை.</translation>
        </message>
        <message>
            <source>The journal cannot record it: {reason}.</source>
            <translation>ஜர்னலால் இதைப் பதிவு செய்ய முடியவில்லை: {reason}.</translation>
        </message>
        <message>
            <source>{supervisor} decided the customer has left. The app keeps asking the service about the earlier sale: if it was booked, the app cancels it and the customer's money is given back here at once.</source>
            <translation>வாடிக்கையாளர் சென்றுவிட்டார் என {supervisor} முடிவு செய்தார். செயலி முந்தைய விற்பனையைப் பற்றிச் சேவையிடம் கேட்டுக்கொண்டிருக்கும்: முன்பதிவாகியிருந்தால், செயலி அதை ரத்து செய்யும், வாடிக்கையாளரின் பணம் இங்கே உடனே திருப்பித் தரப்படும்.</translation>
        </message>
        <message>
            <source>{supervisor} decided to keep trying: the app keeps asking the service about the earlier sale.</source>
            <translation>தொடர்ந்து முயல {supervisor} முடிவு செய்தார்: செயலி முந்தைய விற்பனையைப் பற்றிச் சேவையிடம் கேட்டுக்கொண்டிருக்கும்.</translation>
        </message>
    </context>
    <context>
        <name>PERMISSIONS</name>
        <message>
            <source>Not changed: a supervisor&apos;s PIN is needed.</source>
            <translation>மாற்றப்படவில்லை: மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Seal this counter&apos;s records under a new key</source>
            <translation>இந்தக் கவுண்டரின் பதிவுகளைப் புதிய சாவியால் முத்திரையிடு</translation>
        </message>
        <message>
            <source>Close another clerk's shift</source>
            <translation>வேறொரு ஊழியரின் ஷிஃப்டை மூடு</translation>
        </message>
        <message>
            <source>Close the shift with the drawer off</source>
            <translation>டிராயர் வித்தியாசத்துடன் ஷிஃப்டை மூடு</translation>
        </message>
        <message>
            <source>Counted {counted}, expected {expected}, difference {difference}. Reason: {reason}</source>
            <translation>எண்ணியது {counted}, எதிர்பார்த்தது {expected}, வித்தியாசம் {difference}. காரணம்: {reason}</translation>
        </message>
        <message>
            <source>Not closed: a drawer off by more than {limit} needs a supervisor's PIN.</source>
            <translation>மூடப்படவில்லை: {limit}-க்கு மேல் டிராயர் வித்தியாசத்துக்கு மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: closing it needs a supervisor's PIN.</source>
            <translation>இது {clerk}-இன் ஷிஃப்ட்: மூட மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>{name} closes {clerk}'s shift opened {opened}.</source>
            <translation>{opened} அன்று திறந்த {clerk}-இன் ஷிஃப்டை {name} மூடுகிறார்.</translation>
        </message>
        <message>
            <source>Changing how long ID documents are kept</source>
            <translation>அடையாள ஆவணங்கள் எவ்வளவு காலம் வைக்கப்படும் என்பதை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the API key</source>
            <translation>API சாவியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the GST registration</source>
            <translation>GST பதிவை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the agency's turnover band</source>
            <translation>ஏஜென்சியின் விற்றுமுதல் வரம்பை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the drawer difference allowed</source>
            <translation>அனுமதித்த டிராயர் வித்தியாசத்தை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the service address</source>
            <translation>சேவையின் முகவரியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a new supervisor PIN: the API key's holder sets it on the Supervisor PIN page, with the key in use.</source>
            <translation>சேமிக்கப்படவில்லை: {changes}-க்கு புதிய மேற்பார்வையாளர் PIN வேண்டும்: API சாவி வைத்திருப்பவர் அதை மேற்பார்வையாளர் PIN பக்கத்தில், பயன்பாட்டில் உள்ள சாவியுடன் அமைப்பார்.</translation>
        </message>
        <message>
            <source>Set a new supervisor PIN</source>
            <translation>புதிய மேற்பார்வையாளர் PIN அமைக்கவும்</translation>
        </message>
        <message>
            <source>Switching to LIVE</source>
            <translation>நேரலைக்கு மாறுதல்</translation>
        </message>
        <message>
            <source>changing how long ID documents are kept</source>
            <translation>அடையாள ஆவணங்கள் எவ்வளவு காலம் வைக்கப்படும் என்பதை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the API key</source>
            <translation>API சாவியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the GST registration</source>
            <translation>GST பதிவை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the agency's turnover band</source>
            <translation>ஏஜென்சியின் விற்றுமுதல் வரம்பை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the drawer difference allowed</source>
            <translation>அனுமதித்த டிராயர் வித்தியாசத்தை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the service address</source>
            <translation>சேவையின் முகவரியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>switching to live</source>
            <translation>நேரலைக்கு மாறுதல்</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed.</source>
            <translation>காட்டப்படவில்லை: மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>See who looked at a customer's data</source>
            <translation>வாடிக்கையாளரின் தரவைப் பார்த்தவர்களைப் பார்</translation>
        </message>
        <message>
            <source>Who looked at customers' data</source>
            <translation>வாடிக்கையாளர்களின் தரவைப் பார்த்தவர்கள்</translation>
        </message>
        <message>
            <source>Discard a sale in progress</source>
            <translation>நடக்கும் விற்பனையை நீக்கு</translation>
        </message>
        <message>
            <source>The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN.</source>
            <translation>விற்பனை வைக்கப்பட்டது: ஏற்கனவே சேவைக்கு அனுப்பிய விற்பனையை நீக்க மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Cancel an IRN</source>
            <translation>IRN-ஐ ரத்து செய்</translation>
        </message>
        <message>
            <source>Only a supervisor cancels an IRN.</source>
            <translation>மேற்பார்வையாளர் மட்டுமே IRN-ஐ ரத்து செய்வார்.</translation>
        </message>
        <message>
            <source>The portal cancels an IRN within 24 hours of giving it; the same document number cannot be reported again.</source>
            <translation>போர்ட்டல் IRN வழங்கிய 24 மணி நேரத்துக்குள் மட்டுமே அதை ரத்து செய்யும்; அதே ஆவண எண்ணை மீண்டும் அறிக்கை செய்ய முடியாது.</translation>
        </message>
        <message>
            <source>Keep a statement's columns</source>
            <translation>அறிக்கையின் நெடுவரிசைகளை வைத்திருக்க</translation>
        </message>
        <message>
            <source>Not resolved: it needs a supervisor's PIN.</source>
            <translation>தீர்க்கப்படவில்லை: இதற்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Resolve a questioned payment</source>
            <translation>சந்தேகமான கட்டணத்தைத் தீர்</translation>
        </message>
        <message>
            <source>Not confirmed: it needs a supervisor's PIN.</source>
            <translation>உறுதிசெய்யப்படவில்லை: இதற்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Confirm cash banked</source>
            <translation>வங்கியில் செலுத்திய பணத்தை உறுதிசெய்</translation>
        </message>
        <message>
            <source>The columns were not kept: they need a supervisor's PIN.</source>
            <translation>நெடுவரிசைகள் வைக்கப்படவில்லை: இதற்கு மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>More than the rule's {rule} needs a supervisor's PIN.</source>
            <translation>விதியின் {rule}-க்கு மேல் என்றால் மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Refund above the rule</source>
            <translation>விதிக்கு மேலான ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>{reference}: {given} instead of {rule}.</source>
            <translation>{reference}: {rule}-க்குப் பதிலாக {given}.</translation>
        </message>
        <message>
            <source>Unresolved at all counters</source>
            <translation>எல்லாக் கவுண்டர்களிலும் தீர்வாகாதவை</translation>
        </message>
        <message>
            <source>Only a supervisor sees every counter's unresolved sales.</source>
            <translation>மேற்பார்வையாளர் மட்டுமே ஒவ்வொரு கவுண்டரின் தீர்வாகாத விற்பனைகளைப் பார்ப்பார்.</translation>
        </message>
        <message>
            <source>Every counter's sales of unknown outcome and sales left in progress.</source>
            <translation>ஒவ்வொரு கவுண்டரின் முடிவு தெரியாத விற்பனைகளும் பாதியில் நிற்கும் விற்பனைகளும்.</translation>
        </message>
        <message>
            <source>Export a customer's personal data</source>
            <translation>வாடிக்கையாளரின் தனிப்பட்ட தரவை ஏற்றுமதி செய்</translation>
        </message>
        <message>
            <source>Not exported: a supervisor's PIN is needed.</source>
            <translation>ஏற்றுமதி செய்யப்படவில்லை: மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Erase a customer's personal data</source>
            <translation>வாடிக்கையாளரின் தனிப்பட்ட தரவை அழி</translation>
        </message>
        <message>
            <source>Not erased: a supervisor's PIN is needed.</source>
            <translation>அழிக்கப்படவில்லை: மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Keep trying the unanswered sale</source>
            <translation>பதில் வராத விற்பனைக்குத் தொடர்ந்து முயல்</translation>
        </message>
        <message>
            <source>The customer left: cancel the sale if it was booked</source>
            <translation>வாடிக்கையாளர் சென்றுவிட்டார்: முன்பதிவாகியிருந்தால் விற்பனையை ரத்து செய்</translation>
        </message>
        <message>
            <source>Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app keeps asking the service about the sale.</source>
            <translation>எதுவும் முடிவாகவில்லை: மேற்பார்வையாளரின் முடிவுக்கு மேற்பார்வையாளரின் PIN வேண்டும். செயலி விற்பனையைப் பற்றிச் சேவையிடம் கேட்டுக்கொண்டிருக்கும்.</translation>
        </message>
        <message>
            <source>Price below cost</source>
            <translation>அடக்க விலைக்குக் கீழ்</translation>
        </message>
        <message>
            <source>Not sent: a price below cost needs a supervisor's PIN.</source>
            <translation>அனுப்பப்படவில்லை: அடக்க விலைக்குக் கீழான விலைக்கு மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>{product}: the customer pays {customer}, the wallet {wallet}.</source>
            <translation>{product}: வாடிக்கையாளர் செலுத்துவது {customer}, வாலெட் {wallet}.</translation>
        </message>
        <message>
            <source>One transfer for two sales</source>
            <translation>இரண்டு விற்பனைகளுக்கு ஒரு பரிமாற்றம்</translation>
        </message>
        <message>
            <source>Not sent: check the reference with the customer; a transfer split over two sales needs a supervisor's PIN.</source>
            <translation>அனுப்பப்படவில்லை: வாடிக்கையாளருடன் குறிப்பைச் சரிபாருங்கள்; இரண்டு விற்பனைகளில் பிரிக்கப்பட்ட ஒரு பரிமாற்றத்துக்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>See the passengers' ID numbers</source>
            <translation>பயணிகளின் அடையாள எண்களைப் பார்</translation>
        </message>
        <message>
            <source>See the ID scans of a sale waiting for its answer</source>
            <translation>பதிலுக்குக் காத்திருக்கும் விற்பனையின் அடையாள ஸ்கேன்களைப் பார்க்கவும்</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed to see ID scans.</source>
            <translation>காட்டப்படவில்லை: அடையாள ஸ்கேன்களைப் பார்க்க மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Accept the portal's answer the checks refused</source>
            <translation>சரிபார்ப்பு மறுத்த போர்ட்டலின் பதிலை ஏற்கவும்</translation>
        </message>
        <message>
            <source>Only a supervisor accepts an answer the checks refused.</source>
            <translation>சரிபார்ப்பு மறுத்த பதிலை மேற்பார்வையாளர் மட்டுமே ஏற்பார்.</translation>
        </message>
        <message>
            <source>The checks refused it. Accept it only when it is the portal's own answer for these documents; your name and reason are logged.</source>
            <translation>சரிபார்ப்பு இதை மறுத்தது. இந்த ஆவணங்களுக்குப் போர்ட்டலின் சொந்தப் பதிலாக இருந்தால் மட்டும் ஏற்கவும்; உங்கள் பெயரும் காரணமும் பதிவாகும்.</translation>
        </message>
        <message>
            <source>Changing the owner&apos;s address for the Z heads</source>
            <translation>Z அறிக்கையின் தலைகளை அனுப்பும் உரிமையாளரின் மின்னஞ்சல் முகவரியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the owner&apos;s address for the Z heads</source>
            <translation>Z அறிக்கையின் தலைகளை அனுப்பும் உரிமையாளரின் மின்னஞ்சல் முகவரியை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Changing the agency's bank accounts</source>
            <translation>முகமையின் வங்கிக் கணக்குகளை மாற்றுதல்</translation>
        </message>
        <message>
            <source>changing the agency's bank accounts</source>
            <translation>முகமையின் வங்கிக் கணக்குகளை மாற்றுதல்</translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>அறிக்கையின் வரியைப் பதிவு செய்தல்</translation>
        </message>
        <message>
            <source>Not booked: it needs a supervisor&apos;s PIN.</source>
            <translation>பதிவாகவில்லை: இதற்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Undo a line&apos;s entry in the books</source>
            <translation>வரியின் பதிவைத் திரும்பப்பெறுதல்</translation>
        </message>
        <message>
            <source>Not undone: it needs a supervisor&apos;s PIN.</source>
            <translation>திரும்பப்பெறவில்லை: இதற்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Accept a statement without balances</source>
            <translation>இருப்பு இல்லாத அறிக்கையை ஏற்கவும்</translation>
        </message>
        <message>
            <source>Not accepted: it needs a supervisor's PIN.</source>
            <translation>ஏற்கப்படவில்லை: இதற்கு மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Close the month</source>
            <translation>மாதத்தை மூடு</translation>
        </message>
        <message>
            <source>The month stays open: closing it needs a supervisor's PIN.</source>
            <translation>மாதம் திறந்தே உள்ளது: அதை மூட மேற்பார்வையாளரின் PIN தேவை.</translation>
        </message>
        <message>
            <source>Re-open a closed month (the owner)</source>
            <translation>மூடிய மாதத்தை மீண்டும் திற (உரிமையாளர்)</translation>
        </message>
        <message>
            <source>The month stays closed: re-opening it is the owner's, with a reason.</source>
            <translation>மாதம் மூடியே உள்ளது: அதை மீண்டும் திறப்பது உரிமையாளரின் பணி, காரணத்துடன்.</translation>
        </message>
    </context>
    <context>
        <name>PICKER</name>
        <message>
            <source>Enter or a double-click books the selected row</source>
            <translation>Enter அல்லது இருமுறை கிளிக் தேர்ந்தெடுத்த வரிசையை முன்பதிவு செய்யும்</translation>
        </message>
        <message>
            <source>Enter or double-click a row</source>
            <translation>ஒரு வரிசையில் Enter அல்லது இருமுறை கிளிக்</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>தேடுகிறது…</translation>
        </message>
        <message>
            <source>{found} found, {bookable} bookable</source>
            <translation>{found} கிடைத்தன, {bookable} முன்பதிவு செய்யலாம்</translation>
        </message>
        <message>
            <source>This one cannot be booked: {reason}.</source>
            <translation>இதை முன்பதிவு செய்ய முடியாது: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>PIN_DIALOG</name>
        <message>
            <source>No supervisor PIN is set yet. The person who holds the API key sets it in Settings (Ctrl+6), typing the key again.</source>
            <translation>இன்னும் மேற்பார்வையாளர் PIN அமைக்கப்படவில்லை. API சாவி வைத்திருப்பவர் அமைப்புகளில் (Ctrl+6) சாவியை மீண்டும் தட்டச்சு செய்து அதை அமைப்பார்.</translation>
        </message>
        <message>
            <source>Supervisor approval</source>
            <translation>மேற்பார்வையாளர் அனுமதி</translation>
        </message>
        <message>
            <source>A supervisor types their name and the PIN.</source>
            <translation>ஒரு மேற்பார்வையாளர் தன் பெயரையும் PIN-ஐயும் தட்டச்சு செய்வார்.</translation>
        </message>
        <message>
            <source>Supervisor's &amp;name</source>
            <translation>மேற்பார்வையாளர் பெயர் (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;PIN</source>
            <translation>PIN (&amp;P)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>சரி</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Type the supervisor's name: the decision is recorded with it.</source>
            <translation>மேற்பார்வையாளரின் பெயரைத் தட்டச்சு செய்யுங்கள்: முடிவு அதனுடன் பதிவாகும்.</translation>
        </message>
        <message numerus="yes">
            <source>Wrong PIN. After %n wrong tries in a row it locks for a minute.</source>
            <translation>
                <numerusform>தவறான PIN. தொடர்ந்து %n முறை தவறினால் ஒரு நிமிடம் பூட்டப்படும்.</numerusform>
                <numerusform>தவறான PIN. தொடர்ந்து %n முறை தவறினால் ஒரு நிமிடம் பூட்டப்படும்.</numerusform>
            </translation>
        </message>
        <message>
            <source>A supervisor of the agency types their own name and their own PIN.</source>
            <translation>ஏஜென்சியின் ஒரு மேற்பார்வையாளர் தன் சொந்தப் பெயரையும் சொந்த PIN-ஐயும் தட்டச்சு செய்வார்.</translation>
        </message>
        <message>
            <source>Checking the PIN with the agency store…</source>
            <translation>ஏஜென்சி ஸ்டோருடன் PIN-ஐச் சரிபார்க்கிறது…</translation>
        </message>
        <message>
            <source>The agency store does not answer: the counter's PIN is checked instead, and the decision records that.</source>
            <translation>ஏஜென்சி ஸ்டோர் பதில் தரவில்லை: பதிலாகக் கவுண்டரின் PIN சரிபார்க்கப்படும், முடிவு அதைப் பதிவு செய்யும்.</translation>
        </message>
        <message>
            <source>No supervisor named {name} in the agency's list. The agency's supervisors: {names}.</source>
            <translation>ஏஜென்சியின் பட்டியலில் {name} என்ற மேற்பார்வையாளர் இல்லை. ஏஜென்சியின் மேற்பார்வையாளர்கள்: {names}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs: {name}'s PIN is locked until the agency administrator sets it again.</source>
            <translation>பல தவறான PIN-கள்: ஏஜென்சி நிர்வாகி மீண்டும் அமைக்கும் வரை {name}-இன் PIN பூட்டப்பட்டிருக்கும்.</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>காரணம் (&amp;R)</translation>
        </message>
        <message>
            <source>Type why you need to see it: the look is logged with it.</source>
            <translation>இதை ஏன் பார்க்க வேண்டும் என்று தட்டச்சு செய்யுங்கள்: பார்த்ததோடு அந்தக் காரணமும் பதிவாகும்.</translation>
        </message>
    </context>
    <context>
        <name>PRINTER_SETTINGS</name>
        <message>
            <source>Type the receipt printer's address first, e.g. {example}.</source>
            <translation>முதலில் ரசீது பிரிண்டரின் முகவரியைத் தட்டச்சு செய்யுங்கள், எ.கா. {example}.</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>ரசீது</translation>
        </message>
        <message>
            <source>Customer voucher</source>
            <translation>வாடிக்கையாளர் வவுச்சர்</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>ஏஜென்சி நகல்</translation>
        </message>
        <message>
            <source>X/Z reports</source>
            <translation>X/Z அறிக்கைகள்</translation>
        </message>
        <message>
            <source>Default printer</source>
            <translation>இயல்புநிலை பிரிண்டர்</translation>
        </message>
        <message>
            <source>80 mm roll</source>
            <translation>80 mm சுருள்</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>58 mm சுருள்</translation>
        </message>
        <message>
            <source>Network (ESC/POS)</source>
            <translation>நெட்வொர்க் (ESC/POS)</translation>
        </message>
        <message>
            <source>USB (ESC/POS)</source>
            <translation>USB (ESC/POS)</translation>
        </message>
        <message>
            <source>vendor:product, e.g. 04b8:0202</source>
            <translation>vendor:product, எ.கா. 04b8:0202</translation>
        </message>
        <message>
            <source>Serial port (ESC/POS)</source>
            <translation>சீரியல் போர்ட் (ESC/POS)</translation>
        </message>
        <message>
            <source>/dev/ttyUSB0 or COM3</source>
            <translation>/dev/ttyUSB0 அல்லது COM3</translation>
        </message>
        <message>
            <source>{printer} (not found here)</source>
            <translation>{printer} (இங்கே கிடைக்கவில்லை)</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>பிரிண்டர்கள்</translation>
        </message>
        <message>
            <source>A cash sale opens the drawer wired to the receipt printer</source>
            <translation>ரொக்க விற்பனை ரசீது பிரிண்டருடன் இணைந்த டிராயரைத் திறக்கும்</translation>
        </message>
        <message>
            <source>{document}: printer</source>
            <translation>{document}: பிரிண்டர்</translation>
        </message>
        <message>
            <source>The system's default printer, a printer installed on this computer, or a receipt printer the app talks to directly without a driver (ESC/POS).</source>
            <translation>கணினியின் இயல்புநிலை பிரிண்டர், இந்தக் கணினியில் நிறுவிய பிரிண்டர், அல்லது டிரைவர் இல்லாமல் செயலி நேரடியாகப் பேசும் ரசீது பிரிண்டர் (ESC/POS).</translation>
        </message>
        <message>
            <source>{document}: receipt printer's address</source>
            <translation>{document}: ரசீது பிரிண்டரின் முகவரி</translation>
        </message>
        <message>
            <source>{document}: paper</source>
            <translation>{document}: தாள்</translation>
        </message>
        <message>
            <source>Print test page</source>
            <translation>சோதனைப் பக்கத்தை அச்சிடு</translation>
        </message>
        <message>
            <source>{document}: print test page</source>
            <translation>{document}: சோதனைப் பக்கத்தை அச்சிடு</translation>
        </message>
        <message>
            <source>Printing a test page…</source>
            <translation>சோதனைப் பக்கம் அச்சிடப்படுகிறது…</translation>
        </message>
    </context>
    <context>
        <name>PRIVACY_NOTICE</name>
        <message>
            <source>What we ask for</source>
            <translation>நாங்கள் கேட்பவை</translation>
        </message>
        <message>
            <source>Your name, phone number and e-mail address. For each passenger: name, age, gender and nationality; for trips that need it, the ID number and a scan of the ID (passport for visitors from abroad). From an Aadhaar card's QR code we keep only the name, age, gender, the number's last four digits and whether UIDAI's signature holds; never its photo, address or contact details.</source>
            <translation>உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல் முகவரி. ஒவ்வொரு பயணிக்கும்: பெயர், வயது, பாலினம், நாட்டுரிமை; தேவைப்படும் பயணங்களுக்கு, அடையாள எண்ணும் அடையாள ஆவணத்தின் ஸ்கேனும் (வெளிநாட்டுப் பயணிகளுக்குப் பாஸ்போர்ட்). ஆதார் QR-இலிருந்து பெயர், வயது, பாலினம், கடைசி 4 இலக்கங்கள், UIDAI கையொப்பம் சரியா என்பது மட்டும்; புகைப்படம், முகவரி இல்லை.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>ஏன்</translation>
        </message>
        <message>
            <source>To book your trip with the tour's operator; so that the operator can check each passenger's identity at boarding; and for your receipt or GST invoice and our tax records.</source>
            <translation>சுற்றுலா இயக்குநருடன் உங்கள் பயணத்தை முன்பதிவு செய்ய; ஏறும்போது இயக்குநர் ஒவ்வொரு பயணியின் அடையாளத்தையும் சரிபார்க்க; உங்கள் ரசீது அல்லது GST விலைப்பட்டியலுக்கும் எங்கள் வரிப் பதிவுகளுக்கும்.</translation>
        </message>
        <message>
            <source>Who else receives it</source>
            <translation>வேறு யார் பெறுவார்கள்</translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator. {agency}'s own records. No one else, unless the law requires it.</source>
            <translation>நாங்கள் விற்கும் முன்பதிவுச் சேவையும் படகு அல்லது சுற்றுலா இயக்குநரும். {agency}-இன் சொந்தப் பதிவுகள். சட்டம் கேட்டால் தவிர வேறு யாரும் இல்லை.</translation>
        </message>
        <message>
            <source>How long we keep it</source>
            <translation>நாங்கள் எவ்வளவு காலம் வைத்திருப்போம்</translation>
        </message>
        <message>
            <source>ID numbers and scans are out of use {days} days after the trip and destroyed one year after the booking. Names, contact details and amounts stay with the tax records as long as tax law requires.</source>
            <translation>அடையாள எண்களும் ஸ்கேன்களும் பயணத்துக்கு {days} நாட்களுக்குப் பின் பயன்பாட்டுக்கு வெளியே, முன்பதிவுக்கு ஒரு ஆண்டுக்குப் பின் அழிக்கப்படும். பெயர்கள், தொடர்பு விவரங்கள், தொகைகள் வரிச் சட்டம் கேட்கும் வரை வரிப் பதிவுகளுடன் இருக்கும்.</translation>
        </message>
        <message>
            <source>Your choices</source>
            <translation>உங்கள் தேர்வுகள்</translation>
        </message>
        <message>
            <source>You may withdraw your consent at any time: we then stop using your details, except what a booking already made or the law needs. You may ask for a summary of what we hold, a correction or an erasure: ask at this counter or contact {contact}.</source>
            <translation>எப்போது வேண்டுமானாலும் உங்கள் ஒப்புதலைத் திரும்பப் பெறலாம்: அப்போது ஏற்கனவே செய்த முன்பதிவு அல்லது சட்டம் கேட்பதைத் தவிர உங்கள் விவரங்களைப் பயன்படுத்துவதை நிறுத்துவோம். நாங்கள் வைத்திருப்பவற்றின் சுருக்கம், திருத்தம் அல்லது அழிப்பைக் கேட்கலாம்: இந்தக் கவுண்டரில் கேளுங்கள் அல்லது {contact}-ஐத் தொடர்புகொள்ளுங்கள்.</translation>
        </message>
        <message>
            <source>Complaints</source>
            <translation>புகார்கள்</translation>
        </message>
        <message>
            <source>Contact {contact} first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India, online.</source>
            <translation>முதலில் {contact}-ஐத் தொடர்புகொள்ளுங்கள். பதிலில் திருப்தி இல்லையெனில், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் ஆன்லைனில் புகார் செய்யலாம்.</translation>
        </message>
        <message>
            <source>From {agency}</source>
            <translation>{agency} சார்பாக</translation>
        </message>
        <message>
            <source>this agency</source>
            <translation>இந்த ஏஜென்சி</translation>
        </message>
        <message>
            <source>How {agency} uses your personal data</source>
            <translation>{agency} உங்கள் தனிப்பட்ட தரவை எப்படிப் பயன்படுத்துகிறது</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>டிரைவ்</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>கோப்புறை</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>தெரியாதது</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <translation>திற (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>சேமி (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>தேர்ந்தெடு (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>இதில் பார் (&amp;L):</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>கோப்பின் பெயர் (&amp;N):</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>கோப்பு வகை (&amp;T):</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>கோப்புறை:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>எல்லாக் கோப்புகளும் (*)</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>கோப்புறைகள்</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>பின்</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>முன்</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>மேல் கோப்புறை</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>புதிய கோப்புறையை உருவாக்கு</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>பட்டியல் காட்சி</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>விவரக் காட்சி</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>பின் செல்</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>முன் செல்</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>மேல் கோப்புறைக்குச் செல்</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>ஒரு புதிய கோப்புறையை உருவாக்கு</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>பட்டியல் காட்சிக்கு மாற்று</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>விவரக் காட்சிக்கு மாற்று</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>புதிய கோப்புறை (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>பெயர்மாற்று (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>நீக்கு (&amp;D)</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>மறைந்த கோப்புகளைக் காட்டு (&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>அளவு</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>வகை</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>மாற்றிய தேதி</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>கணினி</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>சரி</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>சேமி</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>எல்லாம் சேமி</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>திற</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>ஆம் (&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>எல்லாவற்றுக்கும் ஆம் (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>இல்லை (&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>எல்லாவற்றுக்கும் இல்லை (&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>நிறுத்து</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>மீண்டும் முயல்</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>புறக்கணி</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>மூடு</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>நீக்கு</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>உதவி</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>பயன்படுத்து</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>மீட்டமை</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>இயல்புநிலைக்குத் திருப்பு</translation>
        </message>
    </context>
    <context>
        <name>QUICK_ENTRY</name>
        <message>
            <source>Type name, e-mail and phone, separated by commas; the seats may follow</source>
            <translation>பெயர், மின்னஞ்சல், தொலைபேசியைக் காற்புள்ளிகளால் பிரித்துத் தட்டச்சு செய்யுங்கள்; இருக்கைகள் பின்னால் வரலாம்</translation>
        </message>
        <message>
            <source>Type name, age and gender ({choices}), separated by commas; a nationality may follow</source>
            <translation>பெயர், வயது, பாலினம் ({choices}) காற்புள்ளிகளால் பிரித்துத் தட்டச்சு செய்யுங்கள்; நாட்டுரிமை பின்னால் வரலாம்</translation>
        </message>
        <message>
            <source>a part is empty: check the commas</source>
            <translation>ஒரு பகுதி காலி: காற்புள்ளிகளைச் சரிபாருங்கள்</translation>
        </message>
        <message>
            <source>{count} found, {least} expected</source>
            <translation>{count} கிடைத்தன, {least} எதிர்பார்த்தது</translation>
        </message>
        <message>
            <source>{count} found, {least} or {most} expected</source>
            <translation>{count} கிடைத்தன, {least} அல்லது {most} எதிர்பார்த்தது</translation>
        </message>
        <message>
            <source>{expected} ({found}).</source>
            <translation>{expected} ({found}).</translation>
        </message>
        <message>
            <source>Seats "{seats}" is not a number: type the seats in digits, or leave them out.</source>
            <translation>இருக்கைகள் "{seats}" ஒரு எண் அல்ல: இருக்கைகளை இலக்கங்களில் தட்டச்சு செய்யுங்கள், அல்லது விட்டுவிடுங்கள்.</translation>
        </message>
        <message>
            <source>Gender "{gender}" is not known: type {choices}.</source>
            <translation>பாலினம் "{gender}" தெரியவில்லை: {choices} தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Age "{age}" is not a whole number of years: type it in digits.</source>
            <translation>வயது "{age}" முழு ஆண்டுகள் அல்ல: இலக்கங்களில் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>QUOTE_COMPARISON</name>
        <message>
            <source>Seats released</source>
            <translation>விடுவித்த இருக்கைகள்</translation>
        </message>
        <message>
            <source>Refundable amount</source>
            <translation>திருப்பித் தரக்கூடிய தொகை</translation>
        </message>
        <message>
            <source>Kept by the policy band</source>
            <translation>கொள்கைக் கால வரம்பால் வைத்துக்கொண்டது</translation>
        </message>
        <message>
            <source>Platform charge</source>
            <translation>தளக் கட்டணம்</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net refund to wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;வாலெட்டுக்கு நிகர ரீஃபண்ட்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Policy band</source>
            <translation>விதி நிலை</translation>
        </message>
        <message>
            <source>Wallet balance after</source>
            <translation>பின் வாலெட் இருப்பு</translation>
        </message>
        <message>
            <source>Credit used after</source>
            <translation>பின் பயன்படுத்திய கடன்</translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n seat(s))</source>
            <translation>
                <numerusform>முழு முன்பதிவு (%n இருக்கை)</numerusform>
                <numerusform>முழு முன்பதிவு (%n இருக்கைகள்)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n passenger(s))</source>
            <translation>
                <numerusform>முழு முன்பதிவு (%n பயணி)</numerusform>
                <numerusform>முழு முன்பதிவு (%n பயணிகள்)</numerusform>
            </translation>
        </message>
        <message>
            <source>Chosen: {what}</source>
            <translation>தேர்ந்தெடுத்தது: {what}</translation>
        </message>
        <message>
            <source>Asking the service for the quotes…</source>
            <translation>சேவையிடம் கணக்குகளைக் கேட்கிறது…</translation>
        </message>
        <message>
            <source>Quotes change nothing. Compare, then cancel one if wanted.</source>
            <translation>கணக்குகள் எதையும் மாற்றாது. ஒப்பிட்டு, வேண்டுமெனில் ஒன்றை ரத்து செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Cancel {what}…</source>
            <translation>{what} ரத்து செய்…</translation>
        </message>
        <message>
            <source>{amount} (given back)</source>
            <translation>{amount} (திருப்பி)</translation>
        </message>
        <message>
            <source>{amount} (kept)</source>
            <translation>{amount} (வைக்கப்பட்டது)</translation>
        </message>
        <message>
            <source>Fares</source>
            <translation>கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>சேவைக் கட்டணம்</translation>
        </message>
        <message>
            <source>Round down</source>
            <translation>கீழ் முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>&lt;b&gt;Customer&apos;s refund&lt;/b&gt;</source>
            <translation>&lt;b&gt;வாடிக்கையாளர் ரீஃபண்ட்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>திருப்பிக் கொடுக்கும் வழி</translation>
        </message>
        <message>
            <source>&lt;i&gt;The customer&apos;s refund by the rule&lt;/i&gt;</source>
            <translation>&lt;i&gt;விதிப்படி வாடிக்கையாளர் ரீஃபண்ட்&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;The agency&apos;s wallet&lt;/i&gt;</source>
            <translation>&lt;i&gt;ஏஜென்சியின் வாலெட்&lt;/i&gt;</translation>
        </message>
        <message>
            <source>The choice changed: quote again.</source>
            <translation>தேர்வு மாறியது: மீண்டும் கணக்கு கேளுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_DATA</name>
        <message>
            <source>Fare {count} x {fare}</source>
            <translation>கட்டணம் {count} x {fare}</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>tendered {amount}</source>
            <translation>கொடுத்தது {amount}</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>சேவைக் கட்டணம்</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>தள்ளுபடி</translation>
        </message>
        <message>
            <source>No payment was taken here for {reference}: there is no receipt.</source>
            <translation>{reference}-க்கு இங்கே பணம் பெறப்படவில்லை: ரசீது இல்லை.</translation>
        </message>
        <message>
            <source>card ••{last4} appr {approval_code}</source>
            <translation>கார்டு ••{last4} ஒப்புதல் {approval_code}</translation>
        </message>
        <message>
            <source>Credit from booking {booking} (cancelled)</source>
            <translation>முன்பதிவு {booking} இலிருந்து வரவு (ரத்து)</translation>
        </message>
        <message>
            <source>Given back to the customer</source>
            <translation>வாடிக்கையாளருக்குத் திருப்பித் தரப்பட்டது</translation>
        </message>
        <message>
            <source>Total incl. GST</source>
            <translation>மொத்தம், GST உட்பட</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>ஒருவருக்கு, GST உட்பட</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_PRINT</name>
        <message>
            <source>Phone {phone}</source>
            <translation>தொலைபேசி {phone}</translation>
        </message>
        <message>
            <source>GSTIN {gstin}</source>
            <translation>GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>ரசீது {number}</translation>
        </message>
        <message>
            <source>Counter {counter}</source>
            <translation>கவுண்டர் {counter}</translation>
        </message>
        <message>
            <source>Served by {clerk}</source>
            <translation>சேவை செய்தவர் {clerk}</translation>
        </message>
        <message>
            <source>Seats: {seats}</source>
            <translation>இருக்கைகள்: {seats}</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>முன்பதிவு</translation>
        </message>
        <message>
            <source>TOTAL {currency}</source>
            <translation>மொத்தம் {currency}</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>மீதி</translation>
        </message>
        <message>
            <source>Cancellation: {terms}</source>
            <translation>ரத்து: {terms}</translation>
        </message>
        <message>
            <source>Thank you. Quote the booking reference for any change.</source>
            <translation>நன்றி. எந்த மாற்றத்துக்கும் முன்பதிவு எண்ணைச் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>Paid by {mode} ({detail})</source>
            <translation>{mode} மூலம் செலுத்தியது ({detail})</translation>
        </message>
        <message>
            <source>Paid by {mode}</source>
            <translation>{mode} மூலம் செலுத்தியது</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>{moment} · counter {counter} · served by {clerk}</source>
            <translation>{moment} · கவுண்டர் {counter} · சேவை செய்தவர் {clerk}</translation>
        </message>
        <message>
            <source>Booking &lt;b&gt;{reference}&lt;/b&gt;</source>
            <translation>முன்பதிவு &lt;b&gt;{reference}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>ரசீது</translation>
        </message>
        <message>
            <source>{total} {currency}</source>
            <translation>{total} {currency}</translation>
        </message>
    </context>
    <context>
        <name>REFUND_SLIP</name>
        <message>
            <source>Customer's signature</source>
            <translation>வாடிக்கையாளர் கையொப்பம்</translation>
        </message>
        <message>
            <source>Given at</source>
            <translation>கொடுத்த நேரம்</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>Given by</source>
            <translation>கொடுத்தவர்</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>திருப்பிக் கொடுத்த வழி</translation>
        </message>
        <message>
            <source>Refund slip</source>
            <translation>ரீஃபண்ட் சீட்டு</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>முன்பதிவு</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>வாடிக்கையாளர்</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>குறிப்பு எண்</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>மேற்பார்வையாளர் முடிவு</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>Original receipt</source>
            <translation>அசல் ரசீது</translation>
        </message>
        <message>
            <source>Cancelled: {what}</source>
            <translation>ரத்து: {what}</translation>
        </message>
    </context>
    <context>
        <name>REGISTRY</name>
        <message>
            <source>Catalogue</source>
            <translation>கேட்டலாக்</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>முன்பதிவு</translation>
        </message>
        <message>
            <source>Lookup</source>
            <translation>தேடல்</translation>
        </message>
        <message>
            <source>Wallet</source>
            <translation>வாலெட்</translation>
        </message>
        <message>
            <source>History</source>
            <translation>வரலாறு</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>அமைப்புகள்</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>ஷிஃப்ட் அறிக்கை</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>இடையூறுகள்</translation>
        </message>
    </context>
    <context>
        <name>REMOVE_PASSENGERS</name>
        <message>
            <source>Remove passengers</source>
            <translation>பயணிகளை நீக்கு</translation>
        </message>
        <message numerus="yes">
            <source>The sale is to keep {left} of its %n passenger(s). Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</source>
            <translation>
                <numerusform>விற்பனையில் %n பயணியில் {left} இருப்பார். நீக்க வேண்டிய {count} பேரைக் குறியிடுங்கள்; பயணிகள் பட்டியலில் Ctrl+Z அவர்களைத் திரும்பக் கொண்டுவரும்.</numerusform>
                <numerusform>விற்பனையில் %n பயணிகளில் {left} பேர் இருப்பார்கள். நீக்க வேண்டிய {count} பேரைக் குறியிடுங்கள்; பயணிகள் பட்டியலில் Ctrl+Z அவர்களைத் திரும்பக் கொண்டுவரும்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Passengers to remove</source>
            <translation>நீக்க வேண்டிய பயணிகள்</translation>
        </message>
        <message>
            <source>Space ticks or unticks one</source>
            <translation>Space ஒருவரைக் குறியிடும் அல்லது குறி நீக்கும்</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>நீக்கு</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE</name>
        <message>
            <source>A shift must be open to take or give back the difference.</source>
            <translation>வேறுபாட்டை வாங்கவோ திருப்பித் தரவோ ஷிஃப்ட் திறந்திருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The service no longer lists this trip.</source>
            <translation>சேவை இனி இந்தப் பயணத்தைப் பட்டியலிடவில்லை.</translation>
        </message>
        <message>
            <source>Not sent: a shift must be open, and a price below cost is sold as a new sale with a supervisor&apos;s approval.</source>
            <translation>அனுப்பப்படவில்லை: ஷிஃப்ட் திறந்திருக்க வேண்டும், செலவுக்குக் குறைவான விலை மேற்பார்வையாளர் ஒப்புதலுடன் புதிய விற்பனையாக விற்கப்படும்.</translation>
        </message>
        <message>
            <source>Change the day of {booking}</source>
            <translation>{booking} இன் நாளை மாற்று</translation>
        </message>
        <message>
            <source>Rebook {booking} on another departure</source>
            <translation>{booking} இன் முன்பதிவை வேறு புறப்பாட்டில் மீண்டும் செய்</translation>
        </message>
        <message>
            <source>Not printed: {reason}</source>
            <translation>அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Printed: {numbers}.</source>
            <translation>அச்சிடப்பட்டது: {numbers}.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>சேமிக்கப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Saved to {path}.</source>
            <translation>{path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE_DIALOG</name>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>வாடிக்கையாளர் முகவரி (&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>தேடு (&amp;F)</translation>
        </message>
        <message>
            <source>Price this &amp;one</source>
            <translation>இதன் விலையைப் பார் (&amp;O)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>மூடு</translation>
        </message>
        <message>
            <source>No slot on that day.</source>
            <translation>அந்த நாளில் ஸ்லாட் இல்லை.</translation>
        </message>
        <message>
            <source>No departure on that day.</source>
            <translation>அந்த நாளில் புறப்பாடு இல்லை.</translation>
        </message>
        <message>
            <source>Booking the new seat, then cancelling the old one…</source>
            <translation>புதிய இருக்கையின் முன்பதிவு நடக்கிறது, பிறகு பழையது ரத்து செய்யப்படும்…</translation>
        </message>
        <message>
            <source>Given up: booking {booking}</source>
            <translation>விடப்பட்டது: முன்பதிவு {booking}</translation>
        </message>
        <message>
            <source>Service&apos;s cancellation charge</source>
            <translation>சேவையின் ரத்துக் கட்டணம்</translation>
        </message>
        <message>
            <source>Customer&apos;s credit from it</source>
            <translation>இதிலிருந்து வாடிக்கையாளரின் வரவு</translation>
        </message>
        <message>
            <source>New booking</source>
            <translation>புதிய முன்பதிவு</translation>
        </message>
        <message>
            <source>Customer&apos;s price</source>
            <translation>வாடிக்கையாளரின் விலை</translation>
        </message>
        <message>
            <source>The customer pays</source>
            <translation>வாடிக்கையாளர் செலுத்துவது</translation>
        </message>
        <message>
            <source>Given back to the customer by {tender}</source>
            <translation>வாடிக்கையாளருக்கு {tender} மூலம் திருப்பித் தரப்படுவது</translation>
        </message>
        <message>
            <source>Nothing to pay or give back</source>
            <translation>செலுத்தவோ திருப்பித் தரவோ எதுவும் இல்லை</translation>
        </message>
        <message>
            <source>Confirm the c&amp;hange</source>
            <translation>மாற்றத்தை உறுதிசெய் (&amp;H)</translation>
        </message>
        <message>
            <source>Retr&amp;y the cancellation</source>
            <translation>மீண்டும் ரத்து செய் (&amp;Y)</translation>
        </message>
        <message>
            <source>New da&amp;te</source>
            <translation>புதிய நாள் (&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>அச்சிடு (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Save as PDF…</source>
            <translation>PDF ஆகச் சேமி (&amp;S)…</translation>
        </message>
    </context>
    <context>
        <name>RESULT_PANEL</name>
        <message>
            <source>Booked and paid. Booking reference:</source>
            <translation>முன்பதிவு செய்து பணம் செலுத்தப்பட்டது. முன்பதிவு எண்:</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>&amp;Copy reference</source>
            <translation>எண்ணை நகலெடு (&amp;C)</translation>
        </message>
        <message>
            <source>Ctrl+C: the booking reference to paste</source>
            <translation>Ctrl+C: ஒட்டுவதற்கு முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>The bill of the booking</source>
            <translation>முன்பதிவின் பில்</translation>
        </message>
        <message>
            <source>&amp;Print voucher…</source>
            <translation>வவுச்சரை அச்சிடு (&amp;P)…</translation>
        </message>
        <message>
            <source>Ctrl+P: the customer's voucher</source>
            <translation>Ctrl+P: வாடிக்கையாளரின் வவுச்சர்</translation>
        </message>
        <message>
            <source>&amp;Save voucher as PDF…</source>
            <translation>வவுச்சரை PDF ஆகச் சேமி (&amp;S)…</translation>
        </message>
        <message>
            <source>Ctrl+S: the customer's voucher as a PDF</source>
            <translation>Ctrl+S: வாடிக்கையாளரின் வவுச்சர் PDF ஆக</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>ரசீதை அச்சிடு (&amp;R)</translation>
        </message>
        <message>
            <source>On the receipt printer chosen in Settings</source>
            <translation>அமைப்புகளில் தேர்ந்தெடுத்த ரசீது பிரிண்டரில்</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>புதிய விற்பனை (&amp;N)</translation>
        </message>
        <message>
            <source>Ctrl+N: back to the catalogue</source>
            <translation>Ctrl+N: கேட்டலாக்குக்குத் திரும்பு</translation>
        </message>
        <message>
            <source>Preparing the voucher…</source>
            <translation>வவுச்சர் தயாராகிறது…</translation>
        </message>
        <message>
            <source>Preview of the voucher</source>
            <translation>வவுச்சர் முன்னோட்டம்</translation>
        </message>
        <message>
            <source>Wallet now: &lt;b&gt;{balance}&lt;/b&gt; cash · credit left {credit}</source>
            <translation>இப்போது வாலெட்: &lt;b&gt;{balance}&lt;/b&gt; ரொக்கம் · மீதிக் கடன் {credit}</translation>
        </message>
        <message>
            <source>Wallet now: not read yet (the header shows it once the service answers).</source>
            <translation>இப்போது வாலெட்: இன்னும் படிக்கப்படவில்லை (சேவை பதில் தந்ததும் தலைப்பில் தெரியும்).</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts} · &lt;b&gt;change due {change}&lt;/b&gt;</source>
            <translation>ரசீது &lt;b&gt;{number}&lt;/b&gt; · செலுத்தியது {parts} · &lt;b&gt;திருப்பித் தர வேண்டிய மீதி {change}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts}</source>
            <translation>ரசீது &lt;b&gt;{number}&lt;/b&gt; · செலுத்தியது {parts}</translation>
        </message>
        <message>
            <source>{reference} copied.</source>
            <translation>{reference} நகலெடுக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>Save receipt as P&amp;DF…</source>
            <translation>ரசீதை PDF ஆகச் சேமி (&amp;D)…</translation>
        </message>
        <message>
            <source>Save tax invoice as P&amp;DF…</source>
            <translation>வரி விலைப்பட்டியலை PDF ஆகச் சேமி (&amp;D)…</translation>
        </message>
        <message>
            <source>The original for the customer, as a PDF to print or send (no receipt printer needed)</source>
            <translation>வாடிக்கையாளருக்கான அசல், அச்சிட அல்லது அனுப்ப PDF ஆக (ரசீது பிரிண்டர் தேவையில்லை)</translation>
        </message>
        <message>
            <source>Save the original as PDF</source>
            <translation>அசலை PDF ஆகச் சேமி</translation>
        </message>
    </context>
    <context>
        <name>REVIEW_PANEL</name>
        <message>
            <source>The bill of the sale</source>
            <translation>விற்பனையின் பில்</translation>
        </message>
        <message>
            <source>Booking progress</source>
            <translation>முன்பதிவு முன்னேற்றம்</translation>
        </message>
        <message>
            <source>← &amp;Back to the form</source>
            <translation>← படிவத்துக்குத் திரும்பு (&amp;B)</translation>
        </message>
        <message>
            <source>Esc. Everything typed is kept.</source>
            <translation>Esc. தட்டச்சு செய்த எல்லாம் வைக்கப்படும்.</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>உறுதிசெய்</translation>
        </message>
        <message>
            <source>Enter while it is focused: the wallet pays now.</source>
            <translation>இது தேர்வில் இருக்கும்போது Enter: வாலெட் இப்போது பணம் செலுத்தும்.</translation>
        </message>
        <message>
            <source>Read the ID numbers back to the customer: {ids}</source>
            <translation>அடையாள எண்களை வாடிக்கையாளருக்குப் படித்துக் காட்டுங்கள்: {ids}</translation>
        </message>
        <message>
            <source>Look at these names again: they mix alphabets, or use another alphabet's letters that look Latin, as a look-alike's do: {names}</source>
            <translation>இந்தப் பெயர்களை மீண்டும் பாருங்கள்: இவற்றில் எழுத்துமுறைகள் கலந்துள்ளன, அல்லது லத்தீன் போலத் தோன்றும் வேறு எழுத்துமுறையின் எழுத்துகள் உள்ளன, போலிப் பெயர்களில் இருப்பது போல: {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n பயணி</numerusform>
                <numerusform>%n பயணிகள்</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n இருக்கை</numerusform>
                <numerusform>%n இருக்கைகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Review: {choice}</source>
            <translation>சரிபார்: {choice}</translation>
        </message>
        <message>
            <source>Customer: {who} · {seats}</source>
            <translation>வாடிக்கையாளர்: {who} · {seats}</translation>
        </message>
        <message>
            <source>The wallet balance could not be read.</source>
            <translation>வாலெட் இருப்பைப் படிக்க முடியவில்லை.</translation>
        </message>
        <message>
            <source>The wallet pays {cash} from cash and {credit} from credit.</source>
            <translation>வாலெட் ரொக்கத்திலிருந்து {cash}, கடனிலிருந்து {credit} செலுத்தும்.</translation>
        </message>
        <message>
            <source>The wallet cannot pay this: it is short by {short} (cash {cash} and credit {credit} are all it has). Nothing was sent. Top up the wallet, or go back and sell fewer seats.</source>
            <translation>வாலெட்டால் இதைச் செலுத்த முடியாது: {short} குறைவு (ரொக்கம் {cash}, கடன் {credit} மட்டுமே உள்ளன). எதுவும் அனுப்பப்படவில்லை. வாலெட்டை டாப்-அப் செய்யுங்கள், அல்லது திரும்பிச் சென்று குறைவான இருக்கைகளை விற்கவும்.</translation>
        </message>
        <message>
            <source>Confirm and pay {total}</source>
            <translation>உறுதிசெய்து {total} செலுத்து</translation>
        </message>
        <message>
            <source>Check the details with the customer, take the payment, then press Enter in the cash tendered to confirm: left empty, it is exact cash (Esc goes back).</source>
            <translation>வாடிக்கையாளருடன் விவரங்களைச் சரிபார்த்து, பணம் பெற்று, உறுதிசெய்யக் கொடுத்த ரொக்கப் புலத்தில் Enter அழுத்துங்கள்: காலியாக விட்டால் சரியான ரொக்கம் (Esc திரும்பும்).</translation>
        </message>
        <message>
            <source>Confirm: collect {total}</source>
            <translation>உறுதிசெய்: {total} பெறுங்கள்</translation>
        </message>
        <message>
            <source>Booking… the window stays usable; do not switch off the computer.</source>
            <translation>முன்பதிவாகிறது… சாளரம் பயன்படுத்தலாம்; கணினியை அணைக்காதீர்கள்.</translation>
        </message>
        <message>
            <source>Sent. Waiting for the service to confirm the booking…</source>
            <translation>அனுப்பப்பட்டது. சேவை முன்பதிவை உறுதிசெய்யக் காத்திருக்கிறது…</translation>
        </message>
        <message>
            <source>Sending the booking: {sent} of {total} MB</source>
            <translation>முன்பதிவை அனுப்புகிறது: {total} MB-இல் {sent}</translation>
        </message>
        <message>
            <source>Confirm again (it cannot be booked twice)</source>
            <translation>மீண்டும் உறுதிசெய் (இருமுறை முன்பதிவாகாது)</translation>
        </message>
        <message>
            <source>Stop &amp;waiting</source>
            <translation>காத்திருப்பதை நிறுத்து (&amp;W)</translation>
        </message>
        <message>
            <source>Stop waiting for the answer. The sale is then checked in the background, under the same request, so it is never booked or paid twice.</source>
            <translation>பதிலுக்குக் காத்திருப்பதை நிறுத்து. பிறகு விற்பனை அதே கோரிக்கையின் கீழ் பின்னணியில் சரிபார்க்கப்படும், எனவே ஒருபோதும் இருமுறை முன்பதிவோ பணமோ ஆகாது.</translation>
        </message>
        <message>
            <source>Saving… the journal is in use by another program; the sale is written as soon as it is free. Nothing is sent before.</source>
            <translation>சேமிக்கிறது… ஜர்னலை வேறொரு நிரல் பயன்படுத்துகிறது; அது விடுபட்டதும் விற்பனை எழுதப்படும். அதற்கு முன் எதுவும் அனுப்பப்படாது.</translation>
        </message>
        <message>
            <source>Booked. Saving… the journal is in use by another program; the booking is written as soon as it is free.</source>
            <translation>முன்பதிவு ஆனது. சேமிக்கிறது… ஜர்னலை வேறொரு நிரல் பயன்படுத்துகிறது; அது விடுபட்டதும் முன்பதிவு எழுதப்படும்.</translation>
        </message>
        <message>
            <source>The wallet&apos;s total {total}</source>
            <translation>வாலெட்டின் மொத்தம் {total}</translation>
        </message>
    </context>
    <context>
        <name>SALE_DRAFT</name>
        <message>
            <source>The sale kept from last time could not be read; it was dropped.</source>
            <translation>கடந்த முறை வைத்த விற்பனையைப் படிக்க முடியவில்லை; அது நீக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>Scan kept with the draft</source>
            <translation>வரைவுடன் வைத்த ஸ்கேன்</translation>
        </message>
        <message>
            <source>A sale is in progress: keep it as a draft, discard it, or cancel?</source>
            <translation>ஒரு விற்பனை நடந்துகொண்டிருக்கிறது: வரைவாக வைக்கவா, நீக்கவா, அல்லது திரும்பவா?</translation>
        </message>
        <message>
            <source>A draft is offered back the next time Counterdesk starts.</source>
            <translation>அடுத்த முறை Counterdesk தொடங்கும்போது வரைவு மீண்டும் காட்டப்படும்.</translation>
        </message>
        <message>
            <source>&amp;Keep as draft</source>
            <translation>வரைவாக வை (&amp;K)</translation>
        </message>
    </context>
    <context>
        <name>SALE_PAY</name>
        <message>
            <source>Check the payment: the fields in red say what to fix.</source>
            <translation>பணம் செலுத்தலைச் சரிபாருங்கள்: சிவப்புப் புலங்கள் எதைச் சரிசெய்ய வேண்டும் எனச் சொல்கின்றன.</translation>
        </message>
        <message>
            <source>You stopped waiting before anything was sent: nothing was booked or charged. Confirm sends it.</source>
            <translation>எதுவும் அனுப்பப்படும் முன்பே காத்திருப்பதை நிறுத்திவிட்டீர்கள்: எதுவும் முன்பதிவோ கட்டணமோ ஆகவில்லை. உறுதிசெய் அதை அனுப்பும்.</translation>
        </message>
        <message>
            <source>You stopped waiting for the service's answer.</source>
            <translation>சேவையின் பதிலுக்குக் காத்திருப்பதை நிறுத்திவிட்டீர்கள்.</translation>
        </message>
        <message>
            <source>the journal failed</source>
            <translation>ஜர்னல் தோல்வியடைந்தது</translation>
        </message>
        <message>
            <source>Booking {reference} is made and paid. This computer could not save it yet ({reason}); the app keeps trying, and the service gives it back at the next start.</source>
            <translation>முன்பதிவு {reference} செய்து பணம் செலுத்தப்பட்டது. இந்தக் கணினியால் அதை இன்னும் சேமிக்க முடியவில்லை ({reason}); செயலி தொடர்ந்து முயல்கிறது, அடுத்த தொடக்கத்தில் சேவை அதைத் திருப்பித் தரும்.</translation>
        </message>
        <message>
            <source>Not booked: give back {amount}. {reason}</source>
            <translation>முன்பதிவாகவில்லை: {amount} திருப்பிக் கொடுங்கள். {reason}</translation>
        </message>
        <message>
            <source>Whether it was booked is not known yet. Press Confirm again to find out: the same request is sent, so it can never be booked or paid twice.</source>
            <translation>முன்பதிவானதா என்பது இன்னும் தெரியவில்லை. அறிய மீண்டும் உறுதிசெய் அழுத்துங்கள்: அதே கோரிக்கை அனுப்பப்படும், எனவே இருமுறை முன்பதிவோ பணமோ ஆகாது.</translation>
        </message>
        <message>
            <source>The payment ({amount}) stays pending with it: keep it aside until then.</source>
            <translation>பணம் ({amount}) அதனுடன் நிலுவையில் இருக்கும்: அதுவரை தனியாக வையுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>SALE_RESULT</name>
        <message>
            <source>An earlier attempt of this sale had gone through before the last changes: booking {reference}, as it was then. The changes were not sent; the voucher shows what was booked.</source>
            <translation>கடைசி மாற்றங்களுக்கு முன்பே இந்த விற்பனையின் முந்தைய முயற்சி நிறைவேறியிருந்தது: முன்பதிவு {reference}, அப்போது இருந்தபடி. மாற்றங்கள் அனுப்பப்படவில்லை; முன்பதிவானதை வவுச்சர் காட்டுகிறது.</translation>
        </message>
        <message>
            <source>{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup (its refund is quoted first).</source>
            <translation>{outcome} அதன் வவுச்சர் தயார்; வேண்டாமெனில் தேடலில் ரத்து செய்யுங்கள் (முதலில் அதன் ரீஃபண்ட் கணக்கு காட்டப்படும்).</translation>
        </message>
        <message>
            <source>The receipt was not printed: {reason}</source>
            <translation>ரசீது அச்சிடப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Receipt {number} printed.</source>
            <translation>ரசீது {number} அச்சிடப்பட்டது.</translation>
        </message>
        <message>
            <source>The tax invoice was not saved: {reason}</source>
            <translation>வரி விலைப்பட்டியல் சேமிக்கப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>The receipt was not saved: {reason}</source>
            <translation>ரசீது சேமிக்கப்படவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Tax invoice {number} saved to {path}.</source>
            <translation>வரி விலைப்பட்டியல் {number} {path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>Receipt {number} saved to {path}.</source>
            <translation>ரசீது {number} {path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>SALE_REVIEW</name>
        <message>
            <source>No shift is open at this counter: Confirm asks for one (your name and the float counted), then goes on with this sale.</source>
            <translation>இந்தக் கவுண்டரில் ஷிஃப்ட் திறக்கப்படவில்லை: உறுதிசெய் ஒரு ஷிஃப்டைக் கேட்கும் (உங்கள் பெயர், எண்ணிய தொடக்க ரொக்கம்), பிறகு இந்த விற்பனையைத் தொடரும்.</translation>
        </message>
        <message>
            <source>This sale needs a shift: none is open at this counter.</source>
            <translation>இந்த விற்பனைக்கு ஷிஃப்ட் வேண்டும்: இந்தக் கவுண்டரில் எந்த ஷிஃப்டும் திறக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer: it cannot be sold again until the service answers about that one.</source>
            <translation>{notice} இந்த விற்பனை அதே பயணம், நாள், வாடிக்கையாளருக்கானது: அதைப் பற்றிச் சேவை பதில் தரும் வரை மீண்டும் விற்க முடியாது.</translation>
        </message>
    </context>
    <context>
        <name>SAVING</name>
        <message>
            <source>Saving… another program is using the journal; what you entered is saved as soon as it is free.</source>
            <translation>சேமிக்கிறது… வேறொரு நிரல் ஜர்னலைப் பயன்படுத்துகிறது; அது விடுபட்டதும் நீங்கள் உள்ளிட்டது சேமிக்கப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_TILL_WRITES</name>
        <message>
            <source>This computer could not save it: {reason}. Nothing was recorded and what you typed is still here: try again in a moment.</source>
            <translation>இந்தக் கணினியால் இதைச் சேமிக்க முடியவில்லை: {reason}. எதுவும் பதிவாகவில்லை, நீங்கள் தட்டச்சு செய்தது இன்னும் இங்கே உள்ளது: சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>SCANS</name>
        <message>
            <source>This image is too large in pixels: {width} × {height}, more than the {million} million this app reads. Shrink it to send it.</source>
            <translation>இந்தப் படம் பிக்சல்களில் மிகப் பெரியது: {width} × {height}, இந்தச் செயலி படிக்கும் {million} மில்லியனுக்கு மேல். அனுப்பச் சுருக்குங்கள்.</translation>
        </message>
        <message>
            <source>This image is {size}; the service takes up to {limit}. Shrink it to send it.</source>
            <translation>இந்தப் படம் {size}; சேவை {limit} வரை ஏற்கும். அனுப்பச் சுருக்குங்கள்.</translation>
        </message>
        <message>
            <source>This PDF is {size}; the service takes up to {limit}, and a PDF cannot be shrunk here. Scan the passport again at a lower resolution, or as a JPEG.</source>
            <translation>இந்த PDF {size}; சேவை {limit} வரை ஏற்கும், PDF-ஐ இங்கே சுருக்க முடியாது. குறைந்த தெளிவுத்திறனில் அல்லது JPEG ஆகப் பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>shrunk from {before} to {after}</source>
            <translation>{before}-இலிருந்து {after}-க்குச் சுருக்கப்பட்டது</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, fits</source>
            <translation>{source} · {kind} · {size}, பொருந்தும்</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, too large</source>
            <translation>{source} · {kind} · {size}, மிகப் பெரியது</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be read. Scan it again.</source>
            <translation>{source} படம் போலத் தெரிகிறது, ஆனால் படிக்க முடியவில்லை. மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be decoded ({reason}). Scan it again.</source>
            <translation>{source} படம் போலத் தெரிகிறது, ஆனால் குறிவிலக்க முடியவில்லை ({reason}). மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport.</source>
            <translation>{source} JPEG, PNG அல்லது PDF கோப்பு அல்ல. பாஸ்போர்ட்டின் ஸ்கேனைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>{source} is not a scan any more ({error}).</source>
            <translation>{source} இனி ஸ்கேன் அல்ல ({error}).</translation>
        </message>
        <message>
            <source>The image could not be encoded.</source>
            <translation>படத்தைக் குறியாக்க முடியவில்லை.</translation>
        </message>
        <message>
            <source>{source} could not be read as an image. Scan it again.</source>
            <translation>{source} ஐப் படமாகப் படிக்க முடியவில்லை. மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>The clipboard holds no image. Copy the scan first.</source>
            <translation>கிளிப்போர்டில் படம் இல்லை. முதலில் ஸ்கேனை நகலெடுங்கள்.</translation>
        </message>
        <message>
            <source>Pasted image</source>
            <translation>ஒட்டிய படம்</translation>
        </message>
        <message>
            <source>Only a JPEG or PNG image can be shrunk.</source>
            <translation>JPEG அல்லது PNG படத்தை மட்டுமே சுருக்க முடியும்.</translation>
        </message>
        <message>
            <source>A PNG this large in pixels ({width} × {height}) cannot be shrunk here. Scan the passport again at a lower resolution (300 dpi is plenty), or as a JPEG.</source>
            <translation>பிக்சல்களில் இவ்வளவு பெரிய PNG-ஐ ({width} × {height}) இங்கே சுருக்க முடியாது. குறைந்த தெளிவுத்திறனில் (300 dpi போதும்) அல்லது JPEG ஆகப் பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>The image cannot be made small enough and stay legible.</source>
            <translation>படிக்கக்கூடியதாக வைத்துக்கொண்டு படத்தைப் போதுமான அளவு சிறிதாக்க முடியாது.</translation>
        </message>
        <message>
            <source>Passport scans ({patterns});;All files (*)</source>
            <translation>பாஸ்போர்ட் ஸ்கேன்கள் ({patterns});;எல்லாக் கோப்புகளும் (*)</translation>
        </message>
    </context>
    <context>
        <name>SCAN_FILE</name>
        <message>
            <source>{name} could not be read within {seconds} seconds. Copy it to this computer first, then choose it again.</source>
            <translation>{name}-ஐ {seconds} விநாடிகளுக்குள் படிக்க முடியவில்லை. முதலில் இந்தக் கணினிக்கு நகலெடுத்து, பிறகு மீண்டும் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>{name} is not a file (a device, a pipe or a folder). Choose a scan.</source>
            <translation>{name} ஒரு கோப்பு அல்ல (சாதனம், குழாய் அல்லது கோப்புறை). ஒரு ஸ்கேனைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>{name} is {size} MB, far more than a passport scan (at most {most} MB is read). Scan it again at a lower resolution.</source>
            <translation>{name} {size} MB, பாஸ்போர்ட் ஸ்கேனை விட மிக அதிகம் (அதிகபட்சம் {most} MB படிக்கப்படும்). குறைந்த தெளிவுத்திறனில் மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>ஸ்கேனைப் படிப்பது நிறுத்தப்பட்டது.</translation>
        </message>
        <message>
            <source>{name} could not be read ({reason}).</source>
            <translation>{name}-ஐப் படிக்க முடியவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>{name} changed while it was read. Scan it again.</source>
            <translation>படிக்கும்போது {name} மாறியது. மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>SCAN_OFFER</name>
        <message>
            <source>Take the scan (Ctrl+T)</source>
            <translation>ஸ்கேனை எடு (Ctrl+T)</translation>
        </message>
        <message>
            <source>Ctrl+T: give the scanner's new file to the passenger named here</source>
            <translation>Ctrl+T: ஸ்கேனரின் புதிய கோப்பை இங்கே பெயரிட்ட பயணிக்குக் கொடு</translation>
        </message>
        <message>
            <source>Reading and encoding the scan…</source>
            <translation>ஸ்கேனைப் படித்து குறியாக்குகிறது…</translation>
        </message>
        <message>
            <source>New scan from the scanner: &lt;b&gt;{file}&lt;/b&gt;. Ctrl+T gives it to {passenger}.</source>
            <translation>ஸ்கேனரிலிருந்து புதிய ஸ்கேன்: &lt;b&gt;{file}&lt;/b&gt;. Ctrl+T அதை {passenger}-க்குக் கொடுக்கும்.</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}, and the scanner's folder {folder} cannot be found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile.</source>
            <translation>{passenger}-க்கு ஒரு ஸ்கேன் வேண்டும், ஸ்கேனரின் கோப்புறை {folder} கிடைக்கவில்லை: அமைப்புகளில் (Ctrl+6) பாருங்கள். அதுவரை Ctrl+O ஒரு கோப்பைத் தேர்ந்தெடுக்கும்.</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the passport's photo page and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger}-க்கு ஒரு ஸ்கேன் வேண்டும்: பாஸ்போர்ட்டின் புகைப்படப் பக்கத்தை ஸ்கேன் செய்யுங்கள், அது இங்கே காட்டப்படும் (அல்லது கோப்பைத் தேர்ந்தெடுக்க Ctrl+O).</translation>
        </message>
        <message>
            <source>Over the limit: shrinking the image…</source>
            <translation>வரம்புக்கு மேல்: படத்தைச் சுருக்குகிறது…</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the front of the Aadhaar card and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger} க்கு ஒரு ஸ்கேன் தேவை: ஆதார் அட்டையின் முன்பக்கத்தை ஸ்கேன் செய்யுங்கள், அது இங்கே காட்டப்படும் (அல்லது கோப்பைத் தேர்வு செய்ய Ctrl+O).</translation>
        </message>
    </context>
    <context>
        <name>SCAN_PANEL</name>
        <message>
            <source>No scan</source>
            <translation>ஸ்கேன் இல்லை</translation>
        </message>
        <message>
            <source>No file · up to {limit}</source>
            <translation>கோப்பு இல்லை · {limit} வரை</translation>
        </message>
        <message>
            <source>Choose a file (Ctrl+O), paste an image (Ctrl+Shift+V) or drop a file here.</source>
            <translation>ஒரு கோப்பைத் தேர்ந்தெடுங்கள் (Ctrl+O), படத்தை ஒட்டுங்கள் (Ctrl+Shift+V) அல்லது கோப்பை இங்கே இழுத்து விடுங்கள்.</translation>
        </message>
        <message>
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;pages not known</source>
            <translation>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ஆவணம்&lt;br&gt;பக்கங்கள் தெரியவில்லை</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;%n page(s)</source>
            <translation>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ஆவணம்&lt;br&gt;%n பக்கம்</numerusform>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ஆவணம்&lt;br&gt;%n பக்கங்கள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Size of the scan against the limit</source>
            <translation>வரம்புடன் ஒப்பிட்டு ஸ்கேனின் அளவு</translation>
        </message>
        <message>
            <source>&amp;Choose file… (Ctrl+O)</source>
            <translation>கோப்பைத் தேர்ந்தெடு (&amp;C)… (Ctrl+O)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>பாஸ்போர்ட்</translation>
        </message>
        <message>
            <source>&amp;Paste image</source>
            <translation>படத்தை ஒட்டு (&amp;P)</translation>
        </message>
        <message>
            <source>Ctrl+Shift+V: the image on the clipboard</source>
            <translation>Ctrl+Shift+V: கிளிப்போர்டில் உள்ள படம்</translation>
        </message>
        <message>
            <source>Shrin&amp;k to fit</source>
            <translation>பொருந்தச் சுருக்கு (&amp;K)</translation>
        </message>
        <message>
            <source>Alt+K: encode the image smaller until it is under the limit</source>
            <translation>Alt+K: வரம்புக்குக் கீழ் வரும் வரை படத்தைச் சிறிதாகக் குறியாக்கும்</translation>
        </message>
        <message>
            <source>Remove scan</source>
            <translation>ஸ்கேனை நீக்கு</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>படிப்பதை நிறுத்து</translation>
        </message>
        <message>
            <source>Stop reading this file (the passenger keeps the scan shown)</source>
            <translation>இந்தக் கோப்பைப் படிப்பதை நிறுத்து (பயணிக்குக் காட்டப்படும் ஸ்கேன் இருக்கும்)</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the passport's photo page</source>
            <translation>Ctrl+O: பாஸ்போர்ட்டின் புகைப்படப் பக்கத்தின் JPEG, PNG அல்லது PDF</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the {document}</source>
            <translation>Ctrl+O: {document}-இன் JPEG, PNG அல்லது PDF</translation>
        </message>
        <message>
            <source>{document} scan</source>
            <translation>{document} ஸ்கேன்</translation>
        </message>
        <message>
            <source>The clipboard holds no image or file. Copy the scan first.</source>
            <translation>கிளிப்போர்டில் படமோ கோப்போ இல்லை. முதலில் ஸ்கேனை நகலெடுங்கள்.</translation>
        </message>
        <message>
            <source>Image too large
to preview</source>
            <translation>முன்னோட்டத்துக்குப்
படம் மிகப் பெரியது</translation>
        </message>
        <message>
            <source>{size} of {limit} · fits</source>
            <translation>{limit}-இல் {size} · பொருந்தும்</translation>
        </message>
        <message>
            <source>{size} of {limit} · too large</source>
            <translation>{limit}-இல் {size} · மிகப் பெரியது</translation>
        </message>
    </context>
    <context>
        <name>SCAN_READER</name>
        <message>
            <source>The scan</source>
            <translation>ஸ்கேன்</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>ஸ்கேனைப் படிப்பது நிறுத்தப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>SCAN_STRUCTURE</name>
        <message>
            <source>its header gives it no pixels</source>
            <translation>அதன் தலைப்பு பிக்சல்கள் எதையும் தரவில்லை</translation>
        </message>
        <message>
            <source>{subject} says it is {width} × {height} pixels; at most {most} million pixels can be read. Scan it again at 300 dpi.</source>
            <translation>{subject} {width} × {height} பிக்சல்கள் எனச் சொல்கிறது; அதிகபட்சம் {most} மில்லியன் பிக்சல்கள் படிக்கலாம். 300 dpi-இல் மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>its image frame is too short</source>
            <translation>அதன் பட சட்டகம் மிகக் குறுகியது</translation>
        </message>
        <message>
            <source>{subject} is a PDF without a page. Scan it again.</source>
            <translation>{subject} பக்கம் இல்லாத PDF. மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{subject} is a PDF that runs something when it is opened ({action}). Scan the passport again as an image or a plain PDF.</source>
            <translation>{subject} திறக்கும்போது ஏதோ ஒன்றை இயக்கும் PDF ({action}). பாஸ்போர்ட்டை மீண்டும் படமாகவோ சாதாரண PDF ஆகவோ ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{subject} has another file after its end. Scan the passport again, or save the scan again as a new file.</source>
            <translation>{subject} இன் முடிவுக்குப் பின் இன்னொரு கோப்பு சேர்க்கப்பட்டுள்ளது. பாஸ்போர்ட்டை மீண்டும் ஸ்கேன் செய்யுங்கள், அல்லது ஸ்கேனை புதிய கோப்பாக மீண்டும் சேமியுங்கள்.</translation>
        </message>
        <message>
            <source>{subject} is cut short. Scan it again.</source>
            <translation>{subject} பாதியில் துண்டிக்கப்பட்டுள்ளது. மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>{subject} is damaged ({problem}). Scan it again.</source>
            <translation>{subject} சேதமடைந்துள்ளது ({problem}). மீண்டும் ஸ்கேன் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>a marker is missing</source>
            <translation>ஒரு குறியீட்டு மார்க்கர் இல்லை</translation>
        </message>
        <message>
            <source>it ends before its image</source>
            <translation>அதன் படத்துக்கு முன்பே முடிகிறது</translation>
        </message>
        <message>
            <source>a segment has no length</source>
            <translation>ஒரு பிரிவுக்கு நீளம் இல்லை</translation>
        </message>
        <message>
            <source>its image frame is not valid</source>
            <translation>அதன் பட சட்டகம் செல்லாது</translation>
        </message>
        <message>
            <source>a Huffman table is not valid</source>
            <translation>ஒரு Huffman அட்டவணை செல்லாது</translation>
        </message>
        <message>
            <source>it has no image frame</source>
            <translation>அதற்குப் பட சட்டகம் இல்லை</translation>
        </message>
        <message>
            <source>its scans do not fit its image frame</source>
            <translation>அதன் ஸ்கேன்கள் பட சட்டகத்தில் பொருந்தவில்லை</translation>
        </message>
        <message>
            <source>its image data is not valid</source>
            <translation>அதன் படத் தரவு செல்லாது</translation>
        </message>
        <message>
            <source>it does not start with its header</source>
            <translation>அது தன் தலைப்புடன் தொடங்கவில்லை</translation>
        </message>
        <message>
            <source>its {chunk} chunk fails its checksum</source>
            <translation>அதன் {chunk} பகுதி சரிபார்ப்புத் தொகையில் தோல்வி</translation>
        </message>
        <message>
            <source>its PDF header is not valid</source>
            <translation>அதன் PDF தலைப்பு செல்லாது</translation>
        </message>
        <message>
            <source>it has no cross-reference</source>
            <translation>அதற்குக் குறுக்குக் குறிப்பு இல்லை</translation>
        </message>
        <message>
            <source>its cross-reference points past its end</source>
            <translation>அதன் குறுக்குக் குறிப்பு கோப்பின் முடிவுக்கு அப்பால் சுட்டுகிறது</translation>
        </message>
        <message>
            <source>its cross-reference has no trailer</source>
            <translation>அதன் குறுக்குக் குறிப்புக்கு டிரெய்லர் இல்லை</translation>
        </message>
        <message>
            <source>its cross-reference is not where it says</source>
            <translation>அதன் குறுக்குக் குறிப்பு சொல்லும் இடத்தில் இல்லை</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>கோப்பு</translation>
        </message>
        <message>
            <source>{subject} would take {size} MB to open ({width} × {height} pixels); at most {most} MB can be opened. Scan it again at 300 dpi.</source>
            <translation>{subject} திறக்க {size} MB ஆகும் ({width} × {height} பிக்சல்கள்); அதிகபட்சம் {most} MB மட்டுமே திறக்க முடியும். 300 dpi-இல் மீண்டும் ஸ்கேன் செய்யவும்.</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULES_MODEL</name>
        <message>
            <source>Live</source>
            <translation>நேரலை</translation>
        </message>
        <message>
            <source>Capacity reference</source>
            <translation>கொள்ளளவுக் குறிப்பு</translation>
        </message>
        <message>
            <source>Capacity reference ({capacity})</source>
            <translation>கொள்ளளவுக் குறிப்பு ({capacity})</translation>
        </message>
        <message>
            <source>Sold out</source>
            <translation>எல்லாம் விற்றன</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>புறப்படும் நேரம்</translation>
        </message>
        <message>
            <source>Trip ends</source>
            <translation>பயணம் முடிவு</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>படகு</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>மீதமுள்ள இருக்கைகள்</translation>
        </message>
        <message>
            <source>Seat count</source>
            <translation>இருக்கை எண்ணிக்கை</translation>
        </message>
        <message>
            <source>A live count, or the boat's capacity</source>
            <translation>நேரலை எண்ணிக்கை, அல்லது படகின் கொள்ளளவு</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>டிக்கெட்</translation>
        </message>
        <message>
            <source>Age range</source>
            <translation>வயது வரம்பு</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>நாட்டுரிமை</translation>
        </message>
        <message>
            <source>Boat fare</source>
            <translation>படகுக் கட்டணம்</translation>
        </message>
        <message>
            <source>Permit fare</source>
            <translation>பர்மிட் கட்டணம்</translation>
        </message>
        <message>
            <source>Government fee, no GST</source>
            <translation>அரசுக் கட்டணம், GST இல்லை</translation>
        </message>
        <message>
            <source>Net price</source>
            <translation>நிகர விலை</translation>
        </message>
        <message>
            <source>What the agency pays</source>
            <translation>ஏஜென்சி செலுத்துவது</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST-க்கு முன் கட்டணம்</translation>
        </message>
        <message>
            <source>The ticket&apos;s price (MRP): boat fare and permit, no fare GST, no markup</source>
            <translation>டிக்கெட்டின் விலை (MRP): படகுக் கட்டணமும் பர்மிட் கட்டணமும், கட்டண GST இல்லை, மார்க்அப் இல்லை</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULE_PICKER</name>
        <message>
            <source>Book this departure</source>
            <translation>இந்தப் புறப்பாட்டை முன்பதிவு செய்</translation>
        </message>
        <message>
            <source>Departures on the travel date</source>
            <translation>பயணத் தேதியில் புறப்பாடுகள்</translation>
        </message>
        <message>
            <source>Rates of the selected departure</source>
            <translation>தேர்ந்தெடுத்த புறப்பாட்டின் கட்டண விகிதங்கள்</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS</name>
        <message>
            <source>The drawer difference allowed must be an amount of zero or more.</source>
            <translation>அனுமதித்த டிராயர் வித்தியாசம் பூஜ்ஜியம் அல்லது அதிகமான தொகையாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>ID numbers and scans are kept 0 to {most} days after the trip.</source>
            <translation>அடையாள எண்களும் ஸ்கேன்களும் பயணத்துக்குப் பின் 0 முதல் {most} நாட்கள் வைக்கப்படும்.</translation>
        </message>
        <message>
            <source>The service address must start with https:// (or http://).</source>
            <translation>சேவையின் முகவரி https:// (அல்லது http://) உடன் தொடங்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The live environment needs the service address.</source>
            <translation>நேரலைச் சூழலுக்குச் சேவையின் முகவரி வேண்டும்.</translation>
        </message>
        <message>
            <source>The request timeout must be {low} to {high} seconds.</source>
            <translation>கோரிக்கை நேர வரம்பு {low} முதல் {high} விநாடிகள் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The credit runway warning must be an amount of zero or more.</source>
            <translation>கடன் குறைவு எச்சரிக்கை பூஜ்ஜியம் அல்லது அதிகமான தொகையாக இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The scanner's folder must be a full path, for example C:\Scans or \\office-pc\scans.</source>
            <translation>ஸ்கேனரின் கோப்புறை முழு பாதையாக இருக்க வேண்டும், எ.கா. C:\Scans அல்லது \\office-pc\scans.</translation>
        </message>
        <message>
            <source>The counter code is 1 to 6 capital letters or digits, for example PB1.</source>
            <translation>கவுண்டர் குறியீடு 1 முதல் 6 பெரிய எழுத்துகள் அல்லது இலக்கங்கள், எ.கா. PB1.</translation>
        </message>
        <message>
            <source>Counter {name}</source>
            <translation>கவுண்டர் {name}</translation>
        </message>
        <message>
            <source>A bank account is declared twice.</source>
            <translation>ஒரு வங்கிக் கணக்கு இருமுறை குறிப்பிடப்பட்டுள்ளது.</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_CONTROLLER</name>
        <message>
            <source>Not saved: a LIVE counter's supervisor PIN is set with the LIVE key, the environment left at LIVE.</source>
            <translation>சேமிக்கப்படவில்லை: நேரலைக் கவுண்டரின் மேற்பார்வையாளர் PIN நேரலைச் சாவியுடன், சூழலை நேரலையில் வைத்து அமைக்கப்படும்.</translation>
        </message>
        <message>
            <source>It says it is a SANDBOX: sales there are training.</source>
            <translation>இது சாண்ட்பாக்ஸ் எனச் சொல்கிறது: அங்கே விற்பனை பயிற்சி.</translation>
        </message>
        <message>
            <source>It does not say it is a sandbox: LIVE, sales are real.</source>
            <translation>இது சாண்ட்பாக்ஸ் எனச் சொல்லவில்லை: நேரலை, விற்பனை உண்மையானது.</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a supervisor's PIN.</source>
            <translation>சேமிக்கப்படவில்லை: {changes}-க்கு மேற்பார்வையாளரின் PIN வேண்டும்.</translation>
        </message>
        <message>
            <source>Test page sent to {printer}.</source>
            <translation>சோதனைப் பக்கம் {printer}-க்கு அனுப்பப்பட்டது.</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start: {reason}</source>
            <translation>உள்ளமைந்த சாண்ட்பாக்ஸ் தொடங்க முடியவில்லை: {reason}</translation>
        </message>
        <message>
            <source>Enter the API key first.</source>
            <translation>முதலில் API சாவியை உள்ளிடுங்கள்.</translation>
        </message>
        <message>
            <source>The agency store's password is kept for this session only.</source>
            <translation>ஏஜென்சி ஸ்டோரின் கடவுச்சொல் இந்த அமர்வுக்கு மட்டுமே வைக்கப்படும்.</translation>
        </message>
        <message>
            <source>Saved, but the built-in sandbox could not start.</source>
            <translation>சேமிக்கப்பட்டது, ஆனால் உள்ளமைந்த சாண்ட்பாக்ஸ் தொடங்க முடியவில்லை.</translation>
        </message>
        <message>
            <source>Saved, but the service did not answer: see the message above.</source>
            <translation>சேமிக்கப்பட்டது, ஆனால் சேவை பதில் தரவில்லை: மேலே உள்ள செய்தியைப் பாருங்கள்.</translation>
        </message>
        <message>
            <source>Saved. {wallet}</source>
            <translation>சேமிக்கப்பட்டது. {wallet}</translation>
        </message>
        <message>
            <source>Not saved: the supervisor PIN is set only with the API key in use, typed on the Supervisor PIN page. The key typed was not accepted: {reason}</source>
            <translation>சேமிக்கப்படவில்லை: மேற்பார்வையாளர் PIN பக்கத்தில் பயன்பாட்டில் உள்ள API சாவியைத் தட்டச்சு செய்தால் மட்டுமே மேற்பார்வையாளர் PIN அமைக்கப்படும். தட்டச்சு செய்த சாவி ஏற்கப்படவில்லை: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SCREEN</name>
        <message>
            <source>Sandbox: training, nothing is real</source>
            <translation>சாண்ட்பாக்ஸ்: பயிற்சி, எதுவும் உண்மையானதல்ல</translation>
        </message>
        <message>
            <source>Live service: real bookings paid from the wallet</source>
            <translation>நேரலை: வாலெட் பணத்தில் உண்மையான முன்பதிவுகள்</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds after a number</comment>
            <translation> வி.</translation>
        </message>
        <message>
            <source>The wallet screen shows the credit left in a warning colour below this amount.</source>
            <translation>மீதிக் கடன் இந்தத் தொகைக்குக் கீழ் சென்றால் வாலெட் திரை அதை எச்சரிக்கை நிறத்தில் காட்டும்.</translation>
        </message>
        <message>
            <source>Empty: this counter alone (no agency store)</source>
            <translation>காலி: இந்தக் கவுண்டர் மட்டும் (ஏஜென்சி ஸ்டோர் இல்லை)</translation>
        </message>
        <message>
            <source>The PostgreSQL database the agency's counters share, e.g. postgresql://desk@office-pc:5432/agency?sslmode=require</source>
            <translation>ஏஜென்சியின் கவுண்டர்கள் பகிரும் PostgreSQL தரவுத்தளம், எ.கா. postgresql://desk@office-pc:5432/agency?sslmode=require</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>காலி: சேமித்ததையே வை (கடவுச்சொல் ஸ்டோரில், கோப்பில் அல்ல)</translation>
        </message>
        <message>
            <source>Empty: no folder watched (Ctrl+O chooses each scan)</source>
            <translation>காலி: கோப்புறை இல்லை (ஸ்கேனுக்கு Ctrl+O)</translation>
        </message>
        <message>
            <source>The folder the scanner saves into, e.g. C:\Scans. On the Book screen its new scan is offered to the passenger who needs one (Ctrl+T takes it), and Ctrl+O opens there.</source>
            <translation>ஸ்கேனர் சேமிக்கும் கோப்புறை, எ.கா. C:\Scans. முன்பதிவு திரையில் அதன் புதிய ஸ்கேன் தேவைப்படும் பயணிக்குக் காட்டப்படும் (Ctrl+T எடுக்கும்), Ctrl+O அங்கேயே திறக்கும்.</translation>
        </message>
        <message>
            <source>Choose folder…</source>
            <translation>தேர்ந்தெடு…</translation>
        </message>
        <message>
            <source>Test connection</source>
            <translation>இணைப்பைச் சோதி</translation>
        </message>
        <message>
            <source>Save and reconnect</source>
            <translation>சேமித்து மீண்டும் இணை</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>சூழல்</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>சேவையின் முகவரி</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API சாவி</translation>
        </message>
        <message>
            <source>Request timeout</source>
            <translation>கோரிக்கை நேர வரம்பு</translation>
        </message>
        <message>
            <source>Warn when the credit left is below</source>
            <translation>மீதிக் கடன் இதற்குக் கீழ் இருந்தால் எச்சரி</translation>
        </message>
        <message>
            <source>Agency store</source>
            <translation>ஏஜென்சி ஸ்டோர்</translation>
        </message>
        <message>
            <source>Agency store password</source>
            <translation>ஏஜென்சி ஸ்டோர் கடவுச்சொல்</translation>
        </message>
        <message>
            <source>Scanner's folder</source>
            <translation>ஸ்கேனரின் கோப்புறை</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Settings&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;அமைப்புகள்&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>The scanner's folder</source>
            <translation>ஸ்கேனரின் கோப்புறை</translation>
        </message>
        <message>
            <source>Testing the connection…</source>
            <translation>இணைப்பைச் சோதிக்கிறது…</translation>
        </message>
        <message>
            <source>Saving and reconnecting…</source>
            <translation>சேமித்து மீண்டும் இணைக்கிறது…</translation>
        </message>
        <message>
            <source>Empty: the sandbox built into this app</source>
            <translation>காலி: இந்தச் செயலியில் உள்ளமைந்த சாண்ட்பாக்ஸ்</translation>
        </message>
        <message>
            <source>https://… (given by the service's office)</source>
            <translation>https://… (சேவையின் அலுவலகம் வழங்கியது)</translation>
        </message>
        <message>
            <source>Empty: keep the key in use (type a new one to replace it)</source>
            <translation>காலி: பயன்பாட்டில் உள்ள சாவியை வை (மாற்ற, புதியதை உள்ளிடுக)</translation>
        </message>
        <message>
            <source>Empty: the sandbox's public demo key</source>
            <translation>காலி: சாண்ட்பாக்ஸின் பொது டெமோ சாவி</translation>
        </message>
        <message>
            <source>The key issued by the service's office</source>
            <translation>சேவையின் அலுவலகம் வழங்கிய சாவி</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>மாற்றங்களை நீக்கு</translation>
        </message>
        <message>
            <source>Service and connection</source>
            <translation>சேவை, இணைப்பு</translation>
        </message>
        <message>
            <source>Agency and till</source>
            <translation>ஏஜென்சி, கல்லா</translation>
        </message>
        <message>
            <source>UPI and customer display</source>
            <translation>UPI, வாடிக்கையாளர் திரை</translation>
        </message>
        <message>
            <source>GST</source>
            <translation>GST</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>பிரிண்டர்கள்</translation>
        </message>
        <message>
            <source>Language and theme</source>
            <translation>மொழி, தீம்</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>மேற்பார்வையாளர் PIN</translation>
        </message>
        <message>
            <source>Unsaved settings</source>
            <translation>சேமிக்காத அமைப்புகள்</translation>
        </message>
        <message>
            <source>The settings have changes that are not saved.</source>
            <translation>அமைப்புகளில் சேமிக்கப்படாத மாற்றங்கள் உள்ளன.</translation>
        </message>
        <message>
            <source>Save them, discard them, or stay here to go on editing?</source>
            <translation>அவற்றைச் சேமிக்கவா, நீக்கவா, அல்லது தொடர்ந்து திருத்த இங்கேயே இருக்கவா?</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>இங்கேயே இரு</translation>
        </message>
        <message>
            <source>E-mail to customers</source>
            <translation>வாடிக்கையாளர்களுக்கு மின்னஞ்சல்</translation>
        </message>
        <message>
            <source>Bank accounts</source>
            <translation>வங்கிக் கணக்குகள்</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SECTIONS</name>
        <message>
            <source>Sections of the settings</source>
            <translation>அமைப்புகளின் பகுதிகள்</translation>
        </message>
    </context>
    <context>
        <name>SHIFT</name>
        <message>
            <source>Sale</source>
            <translation>விற்பனை</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>ஆக்டிவிட்டி</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>படகு</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>பொருந்தியது</translation>
        </message>
        <message>
            <source>Amount differs</source>
            <translation>தொகை வேறுபடுகிறது</translation>
        </message>
        <message>
            <source>Not in the ledger</source>
            <translation>லெட்ஜரில் இல்லை</translation>
        </message>
        <message>
            <source>Older than the snapshot</source>
            <translation>ஸ்னாப்ஷாட்டை விடப் பழையது</translation>
        </message>
        <message>
            <source>The ledger's {journal} says {ledger}, the counter {counter}.</source>
            <translation>லெட்ஜரின் {journal} {ledger} எனச் சொல்கிறது, கவுண்டர் {counter}.</translation>
        </message>
        <message>
            <source>No ledger journal of the service matches it.</source>
            <translation>சேவையின் எந்த லெட்ஜர் ஜர்னலும் இதனுடன் பொருந்தவில்லை.</translation>
        </message>
        <message>
            <source>Older than the journals the wallet lists: not checked.</source>
            <translation>வாலெட் பட்டியலிடும் ஜர்னல்களை விடப் பழையது: சரிபார்க்கப்படவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_CONTROLLER</name>
        <message>
            <source>No shift is open at this counter yet.</source>
            <translation>இந்தக் கவுண்டரில் இன்னும் எந்த ஷிஃப்டும் திறக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>{clerk}'s shift is still open at this counter.</source>
            <translation>இந்தக் கவுண்டரில் {clerk} அவர்களின் ஷிஃப்ட் இன்னும் திறந்துள்ளது.</translation>
        </message>
        <message>
            <source>Quit Counterdesk</source>
            <translation>Counterdesk ஐ மூடு</translation>
        </message>
        <message>
            <source>Quit anyway? The shift stays open for the next start; at the day's end close it with the Z report on the Shift report.</source>
            <translation>இருந்தாலும் மூடவா? அடுத்த முறை தொடங்கும் வரை ஷிஃப்ட் திறந்தே இருக்கும்; நாள் முடிவில் ஷிஃப்ட் அறிக்கையில் Z அறிக்கையுடன் அதை மூடவும்.</translation>
        </message>
        <message>
            <source>&amp;Quit, the shift stays open</source>
            <translation>மூடு, ஷிஃப்ட் திறந்திருக்கட்டும் (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Stay</source>
            <translation>இருங்கள் (&amp;S)</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER</name>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} திருப்பித் தந்தது</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} நிகரம்</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>இதில் முழு ரூபாய்க்கு முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>Type the float you counted as an amount, e.g. 2000.</source>
            <translation>நீங்கள் எண்ணிய தொடக்க ரொக்கத்தைத் தொகையாகத் தட்டச்சு செய்யுங்கள், எ.கா. 2000.</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>தொடக்க ரொக்கம்</translation>
        </message>
        <message>
            <source>Cash in (sales)</source>
            <translation>ரொக்க வரவு (விற்பனை)</translation>
        </message>
        <message>
            <source>Cash out (refunds)</source>
            <translation>ரொக்கச் செலவு (ரீஃபண்டுகள்)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Expected in the drawer&lt;/b&gt;</source>
            <translation>&lt;b&gt;டிராயரில் எதிர்பார்த்தது&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>எண்ணியது</translation>
        </message>
        <message>
            <source>&lt;b&gt;Difference&lt;/b&gt;</source>
            <translation>&lt;b&gt;வித்தியாசம்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Cash of sales not yet answered</source>
            <translation>இன்னும் பதில் வராத விற்பனைகளின் ரொக்கம்</translation>
        </message>
        <message>
            <source>Shift and drawer</source>
            <translation>ஷிஃப்ட், டிராயர்</translation>
        </message>
        <message>
            <source>your name</source>
            <translation>உங்கள் பெயர்</translation>
        </message>
        <message>
            <source>Clerk opening the shift</source>
            <translation>ஷிஃப்டைத் திறக்கும் ஊழியர்</translation>
        </message>
        <message>
            <source>float counted, e.g. 2000</source>
            <translation>எண்ணிய தொடக்க ரொக்கம், எ.கா. 2000</translation>
        </message>
        <message>
            <source>The cash counted in the drawer, in rupees, e.g. 2000</source>
            <translation>டிராயரில் எண்ணிய ரொக்கம், ரூபாயில், எ.கா. 2000</translation>
        </message>
        <message>
            <source>&amp;Open shift</source>
            <translation>ஷிஃப்டைத் திற (&amp;O)</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>நாணயங்கள்</translation>
        </message>
        <message>
            <source>The coins counted, as an amount in rupees, e.g. 35.50</source>
            <translation>எண்ணிய நாணயங்கள், ரூபாய்த் தொகையாக, எ.கா. 35.50</translation>
        </message>
        <message>
            <source>who counts and closes</source>
            <translation>எண்ணி மூடுபவர்</translation>
        </message>
        <message>
            <source>Counted and closed by</source>
            <translation>எண்ணி மூடியவர்</translation>
        </message>
        <message>
            <source>&amp;X report</source>
            <translation>X அறிக்கை (&amp;X)</translation>
        </message>
        <message>
            <source>The figures so far: nothing is closed or written (Alt+X).</source>
            <translation>இதுவரையிலான கணக்குகள்: எதுவும் மூடப்படவோ எழுதப்படவோ இல்லை (Alt+X).</translation>
        </message>
        <message>
            <source>Print X report</source>
            <translation>X அறிக்கையை அச்சிடு</translation>
        </message>
        <message>
            <source>The figures so far on the reports' printer: nothing is closed or written.</source>
            <translation>அறிக்கைகளின் பிரிண்டரில் இதுவரையிலான கணக்குகள்: எதுவும் மூடப்படவோ எழுதப்படவோ இல்லை.</translation>
        </message>
        <message>
            <source>&amp;Z report: close the shift</source>
            <translation>Z அறிக்கை: ஷிஃப்டை மூடு (&amp;Z)</translation>
        </message>
        <message>
            <source>Closes the shift for good: printed on the reports' printer and saved as a PDF (Alt+Z).</source>
            <translation>ஷிஃப்டை நிரந்தரமாக மூடும்: அறிக்கைகளின் பிரிண்டரில் அச்சிட்டு PDF ஆகச் சேமிக்கப்படும் (Alt+Z).</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>கோப்புறையைத் திற</translation>
        </message>
        <message>
            <source>Open the folder of the saved Z report</source>
            <translation>சேமித்த Z அறிக்கையின் கோப்புறையைத் திற</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>நிலுவை, வழிப்படி</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawer counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;எண்ணிய டிராயர்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pieces&lt;/b&gt;</source>
            <translation>&lt;b&gt;எண்ணிக்கை&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Amount&lt;/b&gt;</source>
            <translation>&lt;b&gt;தொகை&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Pieces of {note}</source>
            <translation>{note} எண்ணிக்கை</translation>
        </message>
        <message>
            <source>coins</source>
            <translation>நாணயங்கள்</translation>
        </message>
        <message>
            <source>&lt;b&gt;Total&lt;/b&gt;</source>
            <translation>&lt;b&gt;மொத்தம்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Type the coins as an amount in rupees, for example 35.50.</source>
            <translation>நாணயங்களை ரூபாய்த் தொகையாகத் தட்டச்சு செய்யுங்கள், எ.கா. 35.50.</translation>
        </message>
        <message>
            <source>Saved as a PDF: {path}</source>
            <translation>PDF ஆகச் சேமிக்கப்பட்டது: {path}</translation>
        </message>
        <message>
            <source>Last Z report: no. {number}, closed by {name} {closed_at}.</source>
            <translation>கடைசி Z அறிக்கை: எண் {number}, மூடியவர் {name} {closed_at}.</translation>
        </message>
        <message>
            <source>No shift is open: type your name and the float you counted, then Open shift.</source>
            <translation>எந்த ஷிஃப்டும் திறக்கப்படவில்லை: உங்கள் பெயரையும் எண்ணிய தொடக்க ரொக்கத்தையும் தட்டச்சு செய்து, ஷிஃப்டைத் திறவுங்கள்.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt;'s shift, opened {opened_at} with {amount}.</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt;-இன் ஷிஃப்ட், {opened_at} அன்று {amount} உடன் திறந்தது.</translation>
        </message>
        <message>
            <source>Refunds still owed to customers</source>
            <translation>வாடிக்கையாளர்களுக்கு இன்னும் நிலுவை ரீஃபண்டுகள்</translation>
        </message>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} பெறப்பட்டது</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER_CONTROLLER</name>
        <message>
            <source>Not closed: the shift stays open, the count typed.</source>
            <translation>மூடப்படவில்லை: ஷிஃப்ட் திறந்திருக்கும், தட்டச்சு செய்த எண்ணிக்கையுடன்.</translation>
        </message>
        <message>
            <source>The figures so far.</source>
            <translation>இதுவரையிலான கணக்குகள்.</translation>
        </message>
        <message>
            <source>X report: nothing was closed or recorded.</source>
            <translation>X அறிக்கை: எதுவும் மூடப்படவோ பதிவாகவோ இல்லை.</translation>
        </message>
        <message>
            <source>X report sent to the printer; nothing was closed.</source>
            <translation>X அறிக்கை பிரிண்டருக்கு அனுப்பப்பட்டது; எதுவும் மூடப்படவில்லை.</translation>
        </message>
        <message>
            <source>Type who counted the drawer and closes the shift.</source>
            <translation>டிராயரை எண்ணி ஷிஃப்டை மூடுபவர் யார் எனத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Z report no. {number}: the shift is closed for good.</source>
            <translation>Z அறிக்கை எண் {number}: ஷிஃப்ட் நிரந்தரமாக மூடப்பட்டது.</translation>
        </message>
        <message>
            <source>{report} was not saved as a PDF at {path} ({reason}).</source>
            <translation>{report} {path}-இல் PDF ஆகச் சேமிக்கப்படவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>{report} was not printed: {reason}</source>
            <translation>{report} அச்சிடப்படவில்லை: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_HTML</name>
        <message>
            <source>Wallet cash</source>
            <translation>வாலெட் ரொக்கம்</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>வாலெட் கடன்</translation>
        </message>
        <message>
            <source>Shift report · {day}</source>
            <translation>ஷிஃப்ட் அறிக்கை · {day}</translation>
        </message>
        <message>
            <source>Amounts in {currency}. Made {moment} IST.</source>
            <translation>தொகைகள் {currency}-இல். உருவாக்கியது {moment} IST.</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>மொத்தங்கள்</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>வாலெட் ரொக்கத்திலிருந்து பிடித்தம்</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>வாலெட் கடனிலிருந்து பிடித்தம்</translation>
        </message>
        <message>
            <source>Sales debited from the wallet</source>
            <translation>விற்பனைக்கு வாலெட்டிலிருந்து பிடித்தம்</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>வாலெட்டில் வரவான ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>நிகரம்</translation>
        </message>
        <message>
            <source>By module</source>
            <translation>தொகுதி வாரியாக</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>தொகுதி</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>விற்பனைகள்</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>விற்றது</translation>
        </message>
        <message>
            <source>Cancellations</source>
            <translation>ரத்துகள்</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>ரீஃபண்ட் ஆனது</translation>
        </message>
        <message numerus="yes">
            <source>Operations (%n)</source>
            <translation>
                <numerusform>செயல்பாடுகள் (%n)</numerusform>
                <numerusform>செயல்பாடுகள் (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Time</source>
            <translation>நேரம்</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>செயல்பாடு</translation>
        </message>
        <message>
            <source>Booking · request id</source>
            <translation>முன்பதிவு · கோரிக்கை ஐடி</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>வாலெட் ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>லெட்ஜர்</translation>
        </message>
        <message>
            <source>No sales or cancellations at this counter on this day.</source>
            <translation>இந்த நாளில் இந்தக் கவுண்டரில் விற்பனையோ ரத்தோ இல்லை.</translation>
        </message>
        <message>
            <source>Checked against the wallet's ledger</source>
            <translation>வாலெட்டின் லெட்ஜருடன் சரிபார்க்கப்பட்டது</translation>
        </message>
        <message numerus="yes">
            <source>The wallet listed its latest %n ledger journal(s);</source>
            <translation>
                <numerusform>வாலெட் தன் சமீபத்திய %n லெட்ஜர் ஜர்னலைப் பட்டியலிட்டது;</numerusform>
                <numerusform>வாலெட் தன் சமீபத்திய %n லெட்ஜர் ஜர்னல்களைப் பட்டியலிட்டது;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatch(es).</source>
            <translation>
                <numerusform>%n பொருத்தமின்மை.</numerusform>
                <numerusform>%n பொருத்தமின்மைகள்.</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger journals of this day that this counter has no record of (another counter of the agency?):</source>
            <translation>இந்தக் கவுண்டரில் பதிவே இல்லாத இந்த நாளின் லெட்ஜர் ஜர்னல்கள் (ஏஜென்சியின் வேறொரு கவுண்டரா?):</translation>
        </message>
        <message numerus="yes">
            <source>E-invoices waiting (%n)</source>
            <translation>
                <numerusform>காத்திருக்கும் மின்-விலைப்பட்டியல்கள் (%n)</numerusform>
                <numerusform>காத்திருக்கும் மின்-விலைப்பட்டியல்கள் (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The wallet&apos;s net</source>
            <translation>வாலெட்டின் நிகரம்</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_LINES_MODEL</name>
        <message>
            <source>Wallet cash</source>
            <translation>வாலெட் ரொக்கம்</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>வாலெட் கடன்</translation>
        </message>
        <message>
            <source>The request's identifier and its ledger journal's, as the service has them</source>
            <translation>சேவையிடம் உள்ளபடி, கோரிக்கையின் ஐடியும் அதன் லெட்ஜர் ஜர்னலின் ஐடியும்</translation>
        </message>
        <message>
            <source>For support</source>
            <translation>ஆதரவுக்காக</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>நேரம்</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>செயல்பாடு</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>தொகுதி</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>முன்பதிவு எண்</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>வாலெட் ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>லெட்ஜர்</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_CONTROLLER</name>
        <message>
            <source>The wallet's ledger could not be read, so the agency day close was not made: see the message above, then try again.</source>
            <translation>வாலெட்டின் லெட்ஜரைப் படிக்க முடியவில்லை, எனவே ஏஜென்சி நாள் முடிவு உருவாகவில்லை: மேலே உள்ள செய்தியைப் பார்த்து, மீண்டும் முயலுங்கள்.</translation>
        </message>
        <message>
            <source>The wallet's ledger could not be read, so the report was not made: see the message above, then press F5 again.</source>
            <translation>வாலெட்டின் லெட்ஜரைப் படிக்க முடியவில்லை, எனவே அறிக்கை உருவாகவில்லை: மேலே உள்ள செய்தியைப் பார்த்து, F5 மீண்டும் அழுத்துங்கள்.</translation>
        </message>
        <message>
            <source>Shift report {day}</source>
            <translation>ஷிஃப்ட் அறிக்கை {day}</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>ஷிஃப்ட் அறிக்கை</translation>
        </message>
        <message>
            <source>The report could not be printed ({reason}).</source>
            <translation>அறிக்கையை அச்சிட முடியவில்லை ({reason}).</translation>
        </message>
        <message>
            <source>The report was sent to the printer.</source>
            <translation>அறிக்கை பிரிண்டருக்கு அனுப்பப்பட்டது.</translation>
        </message>
        <message>
            <source>The report could not be saved to {path} ({reason}). Choose another folder.</source>
            <translation>அறிக்கையை {path}-இல் சேமிக்க முடியவில்லை ({reason}). வேறு கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Saved {path}.</source>
            <translation>{path} சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>The agency</source>
            <translation>ஏஜென்சி</translation>
        </message>
        <message>
            <source>{month} {year}: {state}</source>
            <translation>{month} {year}: {state}</translation>
        </message>
        <message>
            <source>{month} {year} is closed: its exports' digests are kept with the close.</source>
            <translation>{month} {year} மூடப்பட்டது: அதன் ஏற்றுமதிகளின் சுருக்கக் குறியீடுகள் மூடலுடன் வைக்கப்பட்டுள்ளன.</translation>
        </message>
        <message>
            <source>{month} {year} is re-opened.</source>
            <translation>{month} {year} மீண்டும் திறக்கப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_SCREEN</name>
        <message>
            <source>Operations, charts or the drawer of the day</source>
            <translation>நாளின் செயல்பாடுகள், வரைபடங்கள் அல்லது டிராயர்</translation>
        </message>
        <message>
            <source>This counter</source>
            <translation>இந்தக் கவுண்டர்</translation>
        </message>
        <message>
            <source>C&amp;harts</source>
            <translation>வரைபடங்கள் (&amp;H)</translation>
        </message>
        <message>
            <source>Dra&amp;wer</source>
            <translation>டிராயர் (&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Operations</source>
            <translation>செயல்பாடுகள் (&amp;O)</translation>
        </message>
        <message>
            <source>Make report</source>
            <translation>அறிக்கை உருவாக்கு</translation>
        </message>
        <message>
            <source>Make the report of the day (F5)</source>
            <translation>நாளின் அறிக்கையை உருவாக்கு (F5)</translation>
        </message>
        <message>
            <source>Save &amp;PDF…</source>
            <translation>PDF சேமி (&amp;P)…</translation>
        </message>
        <message>
            <source>Save &amp;CSV…</source>
            <translation>CSV சேமி (&amp;C)…</translation>
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation>அச்சிடு (&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>ஏஜென்சி நாள் முடிவு (&amp;A)</translation>
        </message>
        <message>
            <source>Every counter's sales, refunds and Z reports of the day, checked together against the wallet's ledger</source>
            <translation>நாளின் ஒவ்வொரு கவுண்டரின் விற்பனைகள், ரீஃபண்டுகள், Z அறிக்கைகள், வாலெட்டின் லெட்ஜருடன் ஒன்றாகச் சரிபார்க்கப்பட்டவை</translation>
        </message>
        <message>
            <source>&amp;Unresolved at all counters…</source>
            <translation>எல்லாக் கவுண்டர்களிலும் தீர்வாகாதவை (&amp;U)…</translation>
        </message>
        <message>
            <source>Supervisor: every counter's unresolved sales and drafts</source>
            <translation>மேற்பார்வையாளர்: ஒவ்வொரு கவுண்டரின் தீர்வாகாத விற்பனைகளும் வரைவுகளும்</translation>
        </message>
        <message>
            <source>The report of the chosen day is made on arrival; F5 makes it again.</source>
            <translation>தேர்ந்தெடுத்த நாளின் அறிக்கை திறந்ததும் உருவாகும்; F5 மீண்டும் உருவாக்கும்.</translation>
        </message>
        <message>
            <source>Operations of the day</source>
            <translation>நாளின் செயல்பாடுகள்</translation>
        </message>
        <message>
            <source>No bookings on this day yet.</source>
            <translation>இந்த நாளில் இன்னும் முன்பதிவுகள் இல்லை.</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Shift report&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;ஷிஃப்ட் அறிக்கை&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Making the report of {day}…</source>
            <translation>{day} அறிக்கையை உருவாக்குகிறது…</translation>
        </message>
        <message>
            <source>Making the agency day close of {day}…</source>
            <translation>{day} ஏஜென்சி நாள் முடிவை உருவாக்குகிறது…</translation>
        </message>
        <message>
            <source>Save the shift report</source>
            <translation>ஷிஃப்ட் அறிக்கையைச் சேமி</translation>
        </message>
        <message numerus="yes">
            <source>{day} · {counter} · %n operations. Amounts in {currency}.</source>
            <translation>
                <numerusform>{day} · {counter} · %n செயல்பாடு. தொகைகள் {currency}-இல்.</numerusform>
                <numerusform>{day} · {counter} · %n செயல்பாடுகள். தொகைகள் {currency}-இல்.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n operations disagree with the wallet's ledger: {which}</source>
            <translation>
                <numerusform>%n செயல்பாடு வாலெட்டின் லெட்ஜருடன் பொருந்தவில்லை: {which}</numerusform>
                <numerusform>%n செயல்பாடுகள் வாலெட்டின் லெட்ஜருடன் பொருந்தவில்லை: {which}</numerusform>
            </translation>
        </message>
        <message>
            <source>Each sale and refund recorded here matches the wallet's ledger; the ledger holds more, named below.</source>
            <translation>இங்கே பதிவான ஒவ்வொரு விற்பனையும் ரீஃபண்டும் வாலெட்டின் லெட்ஜருடன் ஒத்துப்போகின்றன; லெட்ஜரில் இன்னும் உள்ளது, கீழே சொல்லப்பட்டுள்ளது.</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's last %n ledger entries match the sales and refunds recorded here.</source>
            <translation>
                <numerusform>வாலெட்டின் கடைசி %n லெட்ஜர் பதிவு இங்கே பதிவான விற்பனைகள், ரீஃபண்டுகளுடன் பொருந்துகிறது.</numerusform>
                <numerusform>வாலெட்டின் கடைசி %n லெட்ஜர் பதிவுகள் இங்கே பதிவான விற்பனைகள், ரீஃபண்டுகளுடன் பொருந்துகின்றன.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST ஏற்றுமதி (&amp;G)…</translation>
        </message>
        <message>
            <source>This counter's invoices and credit notes of a day, a month or a range, for the accountant: sales register, GSTR-1 summaries, Tally XML</source>
            <translation>கணக்காளருக்காக இந்தக் கவுண்டரின் ஒரு நாள், ஒரு மாதம் அல்லது ஒரு காலத்தின் விலைப்பட்டியல்கள், கடன் குறிப்புகள்: விற்பனைப் பதிவேடு, GSTR-1 சுருக்கங்கள், Tally XML</translation>
        </message>
        <message>
            <source>Agency GST e&amp;xport…</source>
            <translation>ஏஜென்சி GST ஏற்றுமதி (&amp;X)…</translation>
        </message>
        <message>
            <source>Every counter's invoices and credit notes of a day, a month or a range, from the agency store: one sales register, GSTR-1 summaries and Tally XML</source>
            <translation>ஏஜென்சி ஸ்டோரிலிருந்து ஒவ்வொரு கவுண்டரின் ஒரு நாள், ஒரு மாதம் அல்லது ஒரு காலத்தின் விலைப்பட்டியல்கள், கடன் குறிப்புகள்: ஒரே விற்பனைப் பதிவேடு, GSTR-1 சுருக்கங்கள், Tally XML</translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>கணக்காளருக்கான GST ஏற்றுமதி</translation>
        </message>
        <message>
            <source>GST export of the whole agency</source>
            <translation>முழு ஏஜென்சியின் GST ஏற்றுமதி</translation>
        </message>
        <message>
            <source>E-&amp;invoices…</source>
            <translation>மின்-விலைப்பட்டியல் (&amp;I)…</translation>
        </message>
        <message>
            <source>B2B invoices and credit notes for the portal (IRN): export, import its answer</source>
            <translation>போர்ட்டலுக்கான (IRN) B2B விலைப்பட்டியல்களும் கிரெடிட் நோட்டுகளும்: ஏற்றுமதி செய்யுங்கள், அதன் பதிலை இறக்குமதி செய்யுங்கள்</translation>
        </message>
        <message>
            <source>&amp;Bank statement</source>
            <translation>வங்கி அறிக்கை (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Trial balance</source>
            <translation>சோதனை இருப்பு (&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CLOSE</name>
        <message numerus="yes">
            <source>The agency store's records do not hold together: %n record(s) were changed or removed after they arrived, or their amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</source>
            <translation>
                <numerusform>ஏஜென்சி ஸ்டோரின் பதிவுகள் ஒத்துப்போகவில்லை: %n பதிவு வந்த பிறகு மாற்றப்பட்டது அல்லது நீக்கப்பட்டது, அல்லது தொகைகள் பொருந்தவில்லை. விற்றதைக் கவுண்டர்களின் ஜர்னல்கள் வைத்திருக்கின்றன; ஏஜென்சி நிர்வாகி இதைப் பார்க்க வேண்டும்.</numerusform>
                <numerusform>ஏஜென்சி ஸ்டோரின் பதிவுகள் ஒத்துப்போகவில்லை: %n பதிவுகள் வந்த பிறகு மாற்றப்பட்டன அல்லது நீக்கப்பட்டன, அல்லது தொகைகள் பொருந்தவில்லை. விற்றதைக் கவுண்டர்களின் ஜர்னல்கள் வைத்திருக்கின்றன; ஏஜென்சி நிர்வாகி இதைப் பார்க்க வேண்டும்.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{counter}&lt;/b&gt; %n sales: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</source>
            <translation>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n விற்பனை: வாலெட் செலுத்தியது {paid}, வாலெட்டுக்குத் திரும்பியது {back}; வாடிக்கையாளர்களின் பணம்: {tenders}; டிராயரில் உள்ளது {drawer}</numerusform>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n விற்பனைகள்: வாலெட் செலுத்தியது {paid}, வாலெட்டுக்குத் திரும்பியது {back}; வாடிக்கையாளர்களின் பணம்: {tenders}; டிராயரில் உள்ளது {drawer}</numerusform>
            </translation>
        </message>
        <message>
            <source>{tender} taken {taken}, given back {given}, net {net}</source>
            <translation>{tender} பெற்றது {taken}, திருப்பித் தந்தது {given}, நிகர {net}</translation>
        </message>
        <message>
            <source>Z reports of every counter</source>
            <translation>ஒவ்வொரு கவுண்டரின் Z அறிக்கைகள்</translation>
        </message>
        <message>
            <source>No counter has closed a shift (Z report) on this day.</source>
            <translation>இந்த நாளில் எந்தக் கவுண்டரும் ஷிஃப்டை (Z அறிக்கை) மூடவில்லை.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawers: every counter's Z reports of the day&lt;/b&gt;</source>
            <translation>&lt;b&gt;டிராயர்கள்: நாளின் ஒவ்வொரு கவுண்டரின் Z அறிக்கைகள்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>By counter: no sales or refunds on this day</source>
            <translation>கவுண்டர் வாரியாக: இந்த நாளில் விற்பனையோ ரீஃபண்டோ இல்லை</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… மேலும் %n.</numerusform>
                <numerusform>… மேலும் %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawers expected {expected}, counted differ by {difference}</source>
            <translation>டிராயர்களில் எதிர்பார்த்தது {expected}, எண்ணியதில் வித்தியாசம் {difference}</translation>
        </message>
        <message>
            <source>Drawers expected {expected}</source>
            <translation>டிராயர்களில் எதிர்பார்த்தது {expected}</translation>
        </message>
        <message>
            <source>By counter: {parts}</source>
            <translation>கவுண்டர் வாரியாக: {parts}</translation>
        </message>
        <message>
            <source>{counted}. Not every record has reached the agency store ({waiting}): the close is not final until they do.</source>
            <translation>{counted}. எல்லாப் பதிவுகளும் ஏஜென்சி ஸ்டோரை அடையவில்லை ({waiting}): அவை வரும் வரை நாள் முடிவு இறுதியானதல்ல.</translation>
        </message>
        <message numerus="yes">
            <source>{counted}. Every record of the %n counters has reached the agency store.</source>
            <translation>
                <numerusform>{counted}. %n கவுண்டரின் ஒவ்வொரு பதிவும் ஏஜென்சி ஸ்டோரை அடைந்தது.</numerusform>
                <numerusform>{counted}. %n கவுண்டர்களின் ஒவ்வொரு பதிவும் ஏஜென்சி ஸ்டோரை அடைந்தது.</numerusform>
            </translation>
        </message>
        <message>
            <source>{counter}: {count} missing</source>
            <translation>{counter}: {count} இல்லை</translation>
        </message>
        <message>
            <source>&lt;b&gt;{counter}&lt;/b&gt; proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>&lt;b&gt;{counter}&lt;/b&gt; உறுதி {proved}, இன்னும் இல்லை {not_yet}, சந்தேகம் {questioned}, வாடிக்கையாளர் செலுத்த வேண்டியது {still_owed}, தள்ளுபடி {written_off}</translation>
        </message>
        <message>
            <source>UPI and bank against the statements: {parts}</source>
            <translation>அறிக்கைகளுடன் ஒப்பிட்டு UPI, வங்கி: {parts}</translation>
        </message>
        <message>
            <source>{takings}; refunds to customers proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>{takings}; வாடிக்கையாளர்களுக்கு ரீஃபண்ட் உறுதி {proved}, இன்னும் இல்லை {not_yet}, சந்தேகம் {questioned}, நிலுவை {still_owed}, தள்ளுபடி {written_off}</translation>
        </message>
        <message>
            <source>Counter {counter}'s books, checked {at}:</source>
            <translation>கவுண்டர் {counter}-இன் கணக்கேடு, {at} அன்று சரிபார்க்கப்பட்டது:</translation>
        </message>
        <message>
            <source>Counter {counter}'s books as they stood at {at}, against the agency store's copy of its events:</source>
            <translation>கவுண்டர் {counter}-இன் கணக்கேடு, {at} அன்று இருந்தபடி, ஏஜென்சி ஸ்டோரில் உள்ள அதன் பரிவர்த்தனைகளின் நகலுடன் ஒப்பிட்டு:</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_TOTALS</name>
        <message>
            <source>&lt;b&gt;Sales&lt;/b&gt;</source>
            <translation>&lt;b&gt;விற்பனைகள்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sold&lt;/b&gt;</source>
            <translation>&lt;b&gt;விற்றது&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cancellations&lt;/b&gt;</source>
            <translation>&lt;b&gt;ரத்துகள்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Refunded&lt;/b&gt;</source>
            <translation>&lt;b&gt;ரீஃபண்ட் ஆனது&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net&lt;/b&gt;</source>
            <translation>&lt;b&gt;நிகரம்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>வாலெட் ரொக்கத்திலிருந்து பிடித்தம்</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>வாலெட் கடனிலிருந்து பிடித்தம்</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sales debited from the wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;விற்பனைக்கு வாலெட்டிலிருந்து பிடித்தம்&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>வாலெட்டில் வரவான ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>&lt;b&gt;The wallet&apos;s net&lt;/b&gt;</source>
            <translation>&lt;b&gt;வாலெட்டின் நிகரம்&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>SLOTS_MODEL</name>
        <message>
            <source>Sold out</source>
            <translation>எல்லாம் விற்றன</translation>
        </message>
        <message>
            <source>Not bookable</source>
            <translation>முன்பதிவு செய்ய முடியாது</translation>
        </message>
        <message>
            <source>Cut-off passed ({minutes} min before the start)</source>
            <translation>முடிவு நேரம் கடந்தது (தொடக்கத்துக்கு {minutes} நிமிடம் முன்)</translation>
        </message>
        <message>
            <source>Slot</source>
            <translation>ஸ்லாட்</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>நேரம்</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>மீதமுள்ள இருக்கைகள்</translation>
        </message>
        <message>
            <source>Net / person</source>
            <translation>நிகரம் / ஒருவருக்கு</translation>
        </message>
        <message>
            <source>What the agency pays per person, before fare GST</source>
            <translation>கட்டண GST-க்கு முன் ஏஜென்சி ஒருவருக்குச் செலுத்துவது</translation>
        </message>
    </context>
    <context>
        <name>SLOT_PICKER</name>
        <message>
            <source>Book this slot</source>
            <translation>இந்த ஸ்லாட்டை முன்பதிவு செய்</translation>
        </message>
        <message>
            <source>Slots on the travel date</source>
            <translation>பயணத் தேதியில் ஸ்லாட்டுகள்</translation>
        </message>
    </context>
    <context>
        <name>START_PAINT</name>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>இடம்</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>ஒருவருக்கு, GST உட்பட</translation>
        </message>
    </context>
    <context>
        <name>SUPERVISOR_PIN_SETTINGS</name>
        <message>
            <source>The two PINs differ: type the same PIN twice.</source>
            <translation>இரண்டு PIN-களும் வேறுபடுகின்றன: ஒரே PIN-ஐ இருமுறை தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>No PIN is set yet.</source>
            <translation>இன்னும் PIN அமைக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>A PIN is set; type a new one to replace it.</source>
            <translation>PIN அமைக்கப்பட்டுள்ளது; மாற்றப் புதியதைத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>The PIN is locked after too many wrong tries: set it again to unlock it.</source>
            <translation>பல தவறான முயற்சிகளுக்குப் பின் PIN பூட்டப்பட்டது: திறக்க மீண்டும் அமையுங்கள்.</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>புதிய PIN மீண்டும்</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>புதிய PIN</translation>
        </message>
        <message>
            <source>The same PIN once more</source>
            <translation>அதே PIN மீண்டும் ஒருமுறை</translation>
        </message>
        <message>
            <source>{least} to {most} digits, or a passphrase of {phrase} characters or more</source>
            <translation>{least} முதல் {most} இலக்கங்கள், அல்லது {phrase} அல்லது அதிக எழுத்துகளின் கடவுத்தொடர்</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>மேற்பார்வையாளர் PIN</translation>
        </message>
        <message>
            <source>The API key of the service in use, as its holder has it</source>
            <translation>பயன்பாட்டில் உள்ள சேவையின் API சாவி, அதை வைத்திருப்பவரிடம் உள்ளபடி</translation>
        </message>
        <message>
            <source>API key in use</source>
            <translation>பயன்பாட்டில் உள்ள API சாவி</translation>
        </message>
        <message>
            <source>Only the person who holds the API key sets it, with the key in use typed below.</source>
            <translation>API சாவி வைத்திருப்பவர் மட்டுமே இதை அமைப்பார், கீழே பயன்பாட்டில் உள்ள சாவியைத் தட்டச்சு செய்து.</translation>
        </message>
        <message>
            <source>Setting the supervisor PIN needs the API key in use, typed on this page.</source>
            <translation>மேற்பார்வையாளர் PIN அமைக்க இந்தப் பக்கத்தில் பயன்பாட்டில் உள்ள API சாவியைத் தட்டச்சு செய்ய வேண்டும்.</translation>
        </message>
        <message>
            <source>In training the key in use is the training sandbox's own, no secret: {key}</source>
            <translation>பயிற்சியில் பயன்படும் சாவி பயிற்சி சாண்ட்பாக்ஸின் சொந்தம், ரகசியம் அல்ல: {key}</translation>
        </message>
    </context>
    <context>
        <name>SUPPORT_DETAILS</name>
        <message>
            <source>The service's own ids of each line, as its support desk asks</source>
            <translation>சேவையின் ஆதரவு மேசை கேட்கும்படி, ஒவ்வொரு வரியின் சேவையின் சொந்த ஐடிகள்</translation>
        </message>
        <message>
            <source>Show &amp;details for support</source>
            <translation>ஆதரவுக்கான விவரங்களைக் காட்டு (&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>TAX_PRINT</name>
        <message>
            <source>Refund due</source>
            <translation>செலுத்த வேண்டிய ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>Given now by {tender}</source>
            <translation>இப்போது {tender} மூலம் தந்தது</translation>
        </message>
        <message>
            <source>Still owed</source>
            <translation>இன்னும் தர வேண்டியது</translation>
        </message>
        <message>
            <source>Refund Slip</source>
            <translation>ரீஃபண்ட் சீட்டு</translation>
        </message>
        <message>
            <source>Refund slip no.</source>
            <translation>ரீஃபண்ட் சீட்டு எண்</translation>
        </message>
        <message>
            <source>Not a GST document: the price paid on your behalf as a pure agent, given back</source>
            <translation>GST ஆவணம் அல்ல: தூய முகவராக உங்கள் சார்பில் செலுத்திய விலை, திருப்பித் தரப்பட்டது</translation>
        </message>
        <message>
            <source>Credit Note</source>
            <translation>கடன் குறிப்பு</translation>
        </message>
        <message>
            <source>Bill of Supply</source>
            <translation>வழங்கல் பில்</translation>
        </message>
        <message>
            <source>Tax Invoice</source>
            <translation>வரி விலைப்பட்டியல்</translation>
        </message>
        <message>
            <source>{state} ({code})</source>
            <translation>{state} ({code})</translation>
        </message>
        <message>
            <source>Credit note no.</source>
            <translation>கடன் குறிப்பு எண்</translation>
        </message>
        <message>
            <source>Invoice no.</source>
            <translation>விலைப்பட்டியல் எண்</translation>
        </message>
        <message>
            <source>Supplier's state: {state}</source>
            <translation>வழங்குநரின் மாநிலம்: {state}</translation>
        </message>
        <message>
            <source>Customer: {name}</source>
            <translation>வாடிக்கையாளர்: {name}</translation>
        </message>
        <message>
            <source>Customer's GSTIN: {gstin}</source>
            <translation>வாடிக்கையாளரின் GSTIN: {gstin}</translation>
        </message>
        <message>
            <source>Address: {address}</source>
            <translation>முகவரி: {address}</translation>
        </message>
        <message>
            <source>Customer's state: {state}</source>
            <translation>வாடிக்கையாளரின் மாநிலம்: {state}</translation>
        </message>
        <message>
            <source>Place of supply: {state}</source>
            <translation>வழங்கும் இடம்: {state}</translation>
        </message>
        <message>
            <source>Against invoice {number} of {date}</source>
            <translation>{date} தேதியிட்ட விலைப்பட்டியல் {number}-க்கு எதிராக</translation>
        </message>
        <message>
            <source>Reverse charge: No</source>
            <translation>தலைகீழ்க் கட்டணம்: இல்லை</translation>
        </message>
        <message>
            <source>In words: {words}</source>
            <translation>எழுத்தில்: {words}</translation>
        </message>
        <message>
            <source>Taxable value</source>
            <translation>வரிக்குட்பட்ட மதிப்பு</translation>
        </message>
        <message>
            <source>Not taxable</source>
            <translation>வரிக்கு உட்படாதது</translation>
        </message>
        <message>
            <source>CGST</source>
            <translation>CGST</translation>
        </message>
        <message>
            <source>SGST</source>
            <translation>SGST</translation>
        </message>
        <message>
            <source>IGST</source>
            <translation>IGST</translation>
        </message>
        <message>
            <source>For {name}</source>
            <translation>{name} சார்பாக</translation>
        </message>
        <message>
            <source>Authorised signatory</source>
            <translation>அங்கீகரிக்கப்பட்ட கையொப்பமிடுபவர்</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>தேதி</translation>
        </message>
        <message>
            <source>SAC {sac}, taxable at {rate}</source>
            <translation>SAC {sac}, {rate} வீதத்தில் வரிக்குட்பட்டது</translation>
        </message>
        <message>
            <source>SAC</source>
            <translation>SAC</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>விவரம்</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>வீதம்</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>மொத்தம்</translation>
        </message>
        <message>
            <source>IRN: {irn}</source>
            <translation>IRN: {irn}</translation>
        </message>
        <message>
            <source>Ack no.: {number}</source>
            <translation>ஒப்புகை எண் (Ack no.): {number}</translation>
        </message>
        <message>
            <source>Ack date: {moment}</source>
            <translation>ஒப்புகை தேதி (Ack date): {moment}</translation>
        </message>
        <message>
            <source>UTGST</source>
            <translation>UTGST</translation>
        </message>
    </context>
    <context>
        <name>TENDER_NAMES</name>
        <message>
            <source>Cash</source>
            <translation>ரொக்கம்</translation>
        </message>
        <message>
            <source>&amp;Cash: part, tendered</source>
            <translation>ரொக்கம் (&amp;C): பகுதி, கொடுத்தது</translation>
        </message>
        <message>
            <source>UPI</source>
            <translation>UPI</translation>
        </message>
        <message>
            <source>&amp;UPI: amount, reference</source>
            <translation>UPI (&amp;U): தொகை, எண்</translation>
        </message>
        <message>
            <source>UPI transaction reference</source>
            <translation>UPI பரிவர்த்தனை எண்</translation>
        </message>
        <message>
            <source>transaction reference</source>
            <translation>பரிவர்த்தனை எண்</translation>
        </message>
        <message>
            <source>Type the UPI transaction reference (6 to 35 letters or digits) from the customer's or the terminal's screen.</source>
            <translation>வாடிக்கையாளரின் அல்லது முனையத்தின் திரையிலிருந்து UPI பரிவர்த்தனை எண்ணைத் தட்டச்சு செய்யுங்கள் (6 முதல் 35 எழுத்துகள் அல்லது இலக்கங்கள்).</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>கார்டு</translation>
        </message>
        <message>
            <source>Card reversal</source>
            <translation>கார்டு திருப்பல்</translation>
        </message>
        <message>
            <source>Car&amp;d: amount, last 4, approval</source>
            <translation>கார்டு (&amp;D): தொகை, கடைசி 4, அனுமதி</translation>
        </message>
        <message>
            <source>Card's last 4 digits</source>
            <translation>கார்டின் கடைசி 4 இலக்கங்கள்</translation>
        </message>
        <message>
            <source>last 4</source>
            <translation>கடைசி 4</translation>
        </message>
        <message>
            <source>Type the last 4 digits of the card, digits only.</source>
            <translation>கார்டின் கடைசி 4 இலக்கங்களைத் தட்டச்சு செய்யுங்கள், இலக்கங்கள் மட்டும்.</translation>
        </message>
        <message>
            <source>Card approval code</source>
            <translation>கார்டு அனுமதிக் குறியீடு</translation>
        </message>
        <message>
            <source>approval code</source>
            <translation>அனுமதிக் குறியீடு</translation>
        </message>
        <message>
            <source>Type the approval code printed on the terminal's slip (4 to 12 letters or digits).</source>
            <translation>முனையச் சீட்டில் அச்சிட்ட அனுமதிக் குறியீட்டைத் தட்டச்சு செய்யுங்கள் (4 முதல் 12 எழுத்துகள் அல்லது இலக்கங்கள்).</translation>
        </message>
        <message>
            <source>Bank transfer</source>
            <translation>வங்கிப் பரிமாற்றம்</translation>
        </message>
        <message>
            <source>Ban&amp;k transfer: amount, UTR</source>
            <translation>வங்கிப் பரிமாற்றம் (&amp;K): தொகை, UTR</translation>
        </message>
        <message>
            <source>Bank transfer UTR</source>
            <translation>வங்கிப் பரிமாற்ற UTR</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Type the transfer's UTR (12 to 22 letters or digits) from the customer's bank advice or the agency's account statement.</source>
            <translation>வாடிக்கையாளரின் வங்கி அறிவிப்பு அல்லது ஏஜென்சியின் கணக்கு அறிக்கையிலிருந்து பரிமாற்றத்தின் UTR-ஐ (12 முதல் 22 எழுத்துகள் அல்லது இலக்கங்கள்) தட்டச்சு செய்யுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>THEME_CHOICE</name>
        <message>
            <source>As the system (default)</source>
            <translation>கணினியின்படி (இயல்புநிலை)</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>வெளிர்</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>இருண்ட</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>உயர் மாறுபாடு</translation>
        </message>
        <message>
            <source>The colours of every screen; a choice applies at once.</source>
            <translation>ஒவ்வொரு திரையின் நிறங்கள்; தேர்வு உடனே பொருந்தும்.</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>தீம்</translation>
        </message>
        <message>
            <source>Applies at once, kept for this counter.</source>
            <translation>உடனே பொருந்தும், இந்தக் கவுண்டருக்காக வைக்கப்படும்.</translation>
        </message>
    </context>
    <context>
        <name>TILL_FIGURES</name>
        <message>
            <source>The wallet pays</source>
            <translation>வாலெட் செலுத்துவது</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>ஏஜென்சி லாபம்</translation>
        </message>
        <message>
            <source>{amount} (below cost)</source>
            <translation>{amount} (அடக்க விலைக்குக் கீழ்)</translation>
        </message>
        <message>
            <source>The agency&apos;s figures (not for the customer)</source>
            <translation>ஏஜென்சியின் எண்ணிக்கைகள் (வாடிக்கையாளருக்கு அல்ல)</translation>
        </message>
        <message>
            <source>The customer pays {amount} less than the wallet: a supervisor must approve this price when you confirm.</source>
            <translation>வாடிக்கையாளர் வாலெட்டை விட {amount} குறைவாகச் செலுத்துகிறார்: உறுதிசெய்யும்போது மேற்பார்வையாளர் இந்த விலையை அனுமதிக்க வேண்டும்.</translation>
        </message>
    </context>
    <context>
        <name>TILL_SETTINGS</name>
        <message>
            <source>Drawer difference allowed</source>
            <translation>அனுமதித்த டிராயர் வித்தியாசம்</translation>
        </message>
        <message>
            <source>A drawer off by more than this at the Z report needs a reason and a supervisor's PIN. A supervisor's PIN changes it.</source>
            <translation>Z அறிக்கையில் இதற்கு மேல் டிராயர் வித்தியாசத்துக்குக் காரணமும் மேற்பார்வையாளரின் PIN-உம் வேண்டும். மேற்பார்வையாளரின் PIN இதை மாற்றும்.</translation>
        </message>
        <message>
            <source> rupees over or short</source>
            <translation> ரூபாய் அதிகம் அல்லது குறைவு</translation>
        </message>
        <message>
            <source>e.g. Front desk 2 (blank: the counter code)</source>
            <translation>எ.கா. முன் மேசை 2 (காலி: கவுண்டர் குறியீடு)</translation>
        </message>
        <message>
            <source>Keep ID numbers and scans</source>
            <translation>அடையாள எண்களும் ஸ்கேன்களும் வைக்கும் காலம்</translation>
        </message>
        <message>
            <source>Passengers' ID numbers and scans are erased after this; names, contacts and amounts stay with the invoice. A supervisor's PIN changes it.</source>
            <translation>இதன் பிறகு பயணிகளின் அடையாள எண்களும் ஸ்கேன்களும் அழிக்கப்படும்; பெயர்கள், தொடர்புகள், தொகைகள் விலைப்பட்டியலுடன் இருக்கும். மேற்பார்வையாளரின் PIN இதை மாற்றும்.</translation>
        </message>
        <message>
            <source> days after the trip</source>
            <translation> நாட்கள், பயணத்துக்குப் பின்</translation>
        </message>
        <message>
            <source>No rounding</source>
            <translation>முழுமையாக்கல் இல்லை</translation>
        </message>
        <message numerus="yes">
            <source>To %n rupee(s)</source>
            <translation>
                <numerusform>%n ரூபாய்க்கு</numerusform>
                <numerusform>%n ரூபாய்க்கு</numerusform>
            </translation>
        </message>
        <message>
            <source>Boat markup</source>
            <translation>படகு மார்க்அப்</translation>
        </message>
        <message>
            <source>Activity markup</source>
            <translation>ஆக்டிவிட்டி மார்க்அப்</translation>
        </message>
        <message>
            <source>The boat markup must be numbers (a % and an amount per seat).</source>
            <translation>படகு மார்க்அப் எண்களாக இருக்க வேண்டும் (ஒரு %, இருக்கைக்கு ஒரு தொகை).</translation>
        </message>
        <message>
            <source>The activity markup must be numbers (a % and an amount per seat).</source>
            <translation>ஆக்டிவிட்டி மார்க்அப் எண்களாக இருக்க வேண்டும் (ஒரு %, இருக்கைக்கு ஒரு தொகை).</translation>
        </message>
        <message>
            <source>Till: agency, counter, prices</source>
            <translation>கல்லா: ஏஜென்சி, கவுண்டர், விலைகள்</translation>
        </message>
        <message>
            <source>The name the shift report gives this counter.</source>
            <translation>ஷிஃப்ட் அறிக்கை இந்தக் கவுண்டருக்குத் தரும் பெயர்.</translation>
        </message>
        <message>
            <source>A refund gives the service charge back too</source>
            <translation>ரீஃபண்ட் சேவைக் கட்டணத்தையும் திருப்பித் தரும்</translation>
        </message>
        <message>
            <source>Agency name</source>
            <translation>ஏஜென்சி பெயர்</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>முகவரி</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>தொலைபேசி</translation>
        </message>
        <message>
            <source>GSTIN</source>
            <translation>GSTIN</translation>
        </message>
        <message>
            <source>Counter code</source>
            <translation>கவுண்டர் குறியீடு</translation>
        </message>
        <message>
            <source>Counter name</source>
            <translation>கவுண்டர் பெயர்</translation>
        </message>
        <message>
            <source>0 %</source>
            <translation>0 %</translation>
        </message>
        <message>
            <source>{markup}, percent</source>
            <translation>{markup}, சதவீதம்</translation>
        </message>
        <message>
            <source>0.00 per seat</source>
            <translation>இருக்கைக்கு 0.00</translation>
        </message>
        <message>
            <source>{markup}, amount per seat</source>
            <translation>{markup}, இருக்கைக்குத் தொகை</translation>
        </message>
        <message>
            <source>% and</source>
            <translation>%, மற்றும்</translation>
        </message>
        <message>
            <source>per seat</source>
            <translation>இருக்கைக்கு</translation>
        </message>
        <message>
            <source>A negative markup is a discount.</source>
            <translation>எதிர்மறை மார்க்அப் என்பது தள்ளுபடி.</translation>
        </message>
        <message>
            <source>Round the total</source>
            <translation>மொத்தத்தை முழுமையாக்கு</translation>
        </message>
        <message>
            <source>An operator's cancellation gives the service charge back too</source>
            <translation>இயக்குநர் ரத்தில் சேவைக் கட்டணமும் திரும்பும்</translation>
        </message>
        <message>
            <source>owner@example.in</source>
            <translation>owner@example.in</translation>
        </message>
        <message>
            <source>Each Z report&apos;s heads are mailed here, a witness of this counter&apos;s records outside this computer. A supervisor&apos;s PIN changes it.</source>
            <translation>ஒவ்வொரு Z அறிக்கையின் தலைகளும் இங்கு மின்னஞ்சல் செய்யப்படும்: இந்தக் கணினிக்கு வெளியே இந்த கவுண்டரின் பதிவுகளுக்கான சாட்சி. மேற்பார்வையாளரின் PIN இதை மாற்றும்.</translation>
        </message>
        <message>
            <source>Owner&apos;s address for the Z heads</source>
            <translation>Z தலைகளுக்கான உரிமையாளர் முகவரி</translation>
        </message>
    </context>
    <context>
        <name>TILL_WORDS</name>
        <message>
            <source>Excess owed back to {customer}: {currency} {amount} ({booking}, paid over, accepted {when}).</source>
            <translation>{customer} அவர்களுக்குத் திருப்பித் தர வேண்டிய கூடுதல் தொகை: {currency} {amount} ({booking}, அதிகமாகச் செலுத்தியது, {when} அன்று ஏற்கப்பட்டது).</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then pay back.</source>
            <translation>எந்த ஷிஃப்டும் திறக்கப்படவில்லை: ஷிஃப்ட் அறிக்கை திரையில் (Ctrl+7) ஒன்றைத் திறந்து, பிறகு திருப்பித் தாருங்கள்.</translation>
        </message>
        <message>
            <source>This excess is not owed any more: it was paid back already.</source>
            <translation>இந்தக் கூடுதல் தொகை இனி நிலுவையில் இல்லை: அது ஏற்கெனவே திருப்பித் தரப்பட்டது.</translation>
        </message>
        <message>
            <source>An excess goes back by UPI, bank transfer or cash (in whole rupees: 0.50 or more), never by card.</source>
            <translation>கூடுதல் தொகை UPI, வங்கிப் பரிமாற்றம் அல்லது ரொக்கமாக (முழு ரூபாயில்: 0.50 அல்லது அதற்கு மேல்) திருப்பித் தரப்படும், கார்டு மூலம் ஒருபோதும் இல்லை.</translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s) owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n ரீஃபண்ட் நிலுவை: {currency} {amount}</numerusform>
                <numerusform>%n ரீஃபண்ட்கள் நிலுவை: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n excess(es) owed to customers: {currency} {amount}</source>
            <translation>
                <numerusform>வாடிக்கையாளருக்குத் திருப்பித் தர வேண்டிய %n கூடுதல் தொகை: {currency} {amount}</numerusform>
                <numerusform>வாடிக்கையாளர்களுக்குத் திருப்பித் தர வேண்டிய %n கூடுதல் தொகைகள்: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refunds and excesses owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n ரீஃபண்ட்கள் மற்றும் கூடுதல் தொகைகள் நிலுவை: {currency} {amount}</numerusform>
                <numerusform>%n ரீஃபண்ட்கள் மற்றும் கூடுதல் தொகைகள் நிலுவை: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already ({earlier}). No approval lifts this.</source>
            <translation>{booking}-இல் {mode} மூலம் அதிகபட்சம் {left} திருப்பித் தரலாம்: வாடிக்கையாளர் அந்த வழியில் {paid} செலுத்தினார், {given} ஏற்கனவே திருப்பித் தரப்பட்டது ({earlier}). எந்த அனுமதியும் இதை உயர்த்தாது.</translation>
        </message>
        <message>
            <source>{amount} on {when}, given by {clerk}</source>
            <translation>{when} அன்று {amount}, கொடுத்தவர் {clerk}</translation>
        </message>
        <message>
            <source>Type the name of the clerk who opens the shift.</source>
            <translation>ஷிஃப்டைத் திறக்கும் ஊழியரின் பெயரைத் தட்டச்சு செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>The opening float cannot be negative.</source>
            <translation>தொடக்க ரொக்கம் எதிர்மறையாக இருக்க முடியாது.</translation>
        </message>
        <message>
            <source>{clerk}'s shift opened {opened} is still open: close it with its Z report first (a supervisor may close it).</source>
            <translation>{opened} அன்று திறந்த {clerk}-இன் ஷிஃப்ட் இன்னும் திறந்துள்ளது: முதலில் அதன் Z அறிக்கையுடன் மூடுங்கள் (மேற்பார்வையாளர் மூடலாம்).</translation>
        </message>
        <message>
            <source>This shift is closed already; its Z report is final.</source>
            <translation>இந்த ஷிஃப்ட் ஏற்கனவே மூடப்பட்டது; அதன் Z அறிக்கை இறுதியானது.</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: a supervisor must approve closing it.</source>
            <translation>இது {clerk}-இன் ஷிஃப்ட்: மூட மேற்பார்வையாளர் அனுமதிக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The refund must be an amount of zero or more, in rupees and paise.</source>
            <translation>ரீஃபண்ட் பூஜ்ஜியம் அல்லது அதிகமான தொகையாக, ரூபாய், பைசாவில் இருக்க வேண்டும்.</translation>
        </message>
        <message>
            <source>The rule gives back {amount}: more than that needs a supervisor.</source>
            <translation>விதிப்படி {amount} திருப்பித் தரப்படும்: அதற்கு மேல் என்றால் மேற்பார்வையாளர் வேண்டும்.</translation>
        </message>
        <message>
            <source>The service has not confirmed this cancellation: refund nothing yet.</source>
            <translation>சேவை இந்த ரத்தை உறுதிசெய்யவில்லை: இன்னும் எதையும் ரீஃபண்ட் செய்யாதீர்கள்.</translation>
        </message>
        <message>
            <source>No supervisor decision {number}.</source>
            <translation>மேற்பார்வையாளர் முடிவு {number} இல்லை.</translation>
        </message>
        <message>
            <source>This cancellation of {booking} was refunded already: {amount} by {mode} on {when}, given by {clerk}. Nothing more goes back for it.</source>
            <translation>{booking}-இன் இந்த ரத்துக்கு ஏற்கனவே ரீஃபண்ட் செய்யப்பட்டது: {when} அன்று {mode} மூலம் {amount}, கொடுத்தவர் {clerk}. இதற்கு மேலும் எதுவும் திருப்பித் தரப்படாது.</translation>
        </message>
        <message>
            <source>{booking} was not paid for at this till: it has no customer refund here.</source>
            <translation>{booking}-க்கு இந்தக் கல்லாவில் பணம் செலுத்தப்படவில்லை: இங்கே அதற்கு வாடிக்கையாளர் ரீஃபண்ட் இல்லை.</translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already. No approval lifts this.</source>
            <translation>{booking}-இல் {mode} மூலம் அதிகபட்சம் {left} திருப்பித் தரலாம்: வாடிக்கையாளர் அந்த வழியில் {paid} செலுத்தினார், {given} ஏற்கனவே திருப்பித் தரப்பட்டது. எந்த அனுமதியும் இதை உயர்த்தாது.</translation>
        </message>
        <message>
            <source>Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when}).</source>
            <translation>{customer}-க்கு நிலுவை ரீஃபண்ட்: {currency} {amount} ({booking}, ரத்து {when}).</translation>
        </message>
        <message>
            <source>sale {receipt} (booking {booking})</source>
            <translation>விற்பனை {receipt} (முன்பதிவு {booking})</translation>
        </message>
        <message>
            <source>a sale still waiting for the service's answer</source>
            <translation>சேவையின் பதிலுக்குக் காத்திருக்கும் ஒரு விற்பனை</translation>
        </message>
        <message>
            <source>The {tender} reference {reference} was given already for {sale}: one transfer pays one sale.</source>
            <translation>{tender} குறிப்பு {reference} ஏற்கெனவே {sale}-க்குக் கொடுக்கப்பட்டது: ஒரு பரிமாற்றம் ஒரே விற்பனைக்குத்தான் செலுத்தும்.</translation>
        </message>
        <message>
            <source>{customer} {currency} {amount}</source>
            <translation>{customer} {currency} {amount}</translation>
        </message>
        <message numerus="yes">
            <source>{named} and %n more</source>
            <translation>
                <numerusform>{named} மற்றும் மேலும் %n பேர்</numerusform>
                <numerusform>{named} மற்றும் மேலும் %n பேர்</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TRAINING</name>
        <message>
            <source>Training mode</source>
            <translation>பயிற்சி முறை</translation>
        </message>
        <message>
            <source>&lt;h3&gt;This counter is in training mode&lt;/h3&gt;&lt;p&gt;It sells from the &lt;b&gt;sandbox&lt;/b&gt;, a practice copy of the service built into Counterdesk: the catalogue, the wallet and the bookings are made up, and &lt;b&gt;no real money moves&lt;/b&gt;. Vouchers and receipts carry the training mark and are not valid for travel.&lt;/p&gt;&lt;p&gt;Practise freely: sell, print, cancel, close a shift. &lt;b&gt;Tools › Reset training data&lt;/b&gt; starts again with a fresh wallet and catalogue.&lt;/p&gt;&lt;p&gt;To sell for real, open &lt;b&gt;Settings&lt;/b&gt; (Ctrl+6), choose &lt;b&gt;Live&lt;/b&gt; and enter the service's address and the API key from its office. The header says SANDBOX or LIVE at all times.&lt;/p&gt;&lt;p&gt;This explanation stays under &lt;b&gt;Help › Training mode explained&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;இந்தக் கவுண்டர் பயிற்சி முறையில் உள்ளது&lt;/h3&gt;&lt;p&gt;இது &lt;b&gt;சாண்ட்பாக்ஸிலிருந்து&lt;/b&gt; விற்கிறது, Counterdesk-இல் உள்ளமைந்த சேவையின் பயிற்சி நகல்: கேட்டலாக், வாலெட், முன்பதிவுகள் எல்லாம் கற்பனையானவை, &lt;b&gt;உண்மையான பணம் எதுவும் நகராது&lt;/b&gt;. வவுச்சர்களிலும் ரசீதுகளிலும் பயிற்சிக் குறி இருக்கும், பயணத்துக்குச் செல்லாது.&lt;/p&gt;&lt;p&gt;தயங்காமல் பயிற்சி செய்யுங்கள்: விற்பனை, அச்சிடல், ரத்து, ஷிஃப்ட் மூடல். &lt;b&gt;கருவிகள் › பயிற்சித் தரவை மீட்டமை&lt;/b&gt; புதிய வாலெட், கேட்டலாக்குடன் மீண்டும் தொடங்கும்.&lt;/p&gt;&lt;p&gt;உண்மையாக விற்க, &lt;b&gt;அமைப்புகள்&lt;/b&gt; (Ctrl+6) திறந்து, &lt;b&gt;நேரலை&lt;/b&gt; தேர்ந்தெடுத்து, சேவையின் முகவரியையும் அதன் அலுவலகத்திலிருந்து API சாவியையும் உள்ளிடுங்கள். தலைப்பு எப்போதும் சாண்ட்பாக்ஸ் அல்லது நேரலை எனக் காட்டும்.&lt;/p&gt;&lt;p&gt;இந்த விளக்கம் &lt;b&gt;உதவி › பயிற்சி முறை விளக்கம்&lt;/b&gt;-இல் இருக்கும்.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Skip</source>
            <translation>தவிர் (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Got it</source>
            <translation>புரிந்தது (&amp;G)</translation>
        </message>
        <message>
            <source>This counter sells for real (LIVE): there is no training data to reset.</source>
            <translation>இந்தக் கவுண்டர் உண்மையாக விற்கிறது (நேரலை): மீட்டமைக்கப் பயிற்சித் தரவு இல்லை.</translation>
        </message>
        <message>
            <source>This counter trains on the sandbox at {address}: its data can be reset only there.</source>
            <translation>இந்தக் கவுண்டர் {address}-இல் உள்ள சாண்ட்பாக்ஸில் பயிற்சி பெறுகிறது: அதன் தரவை அங்கே மட்டுமே மீட்டமைக்கலாம்.</translation>
        </message>
        <message>
            <source>Reset training data</source>
            <translation>பயிற்சித் தரவை மீட்டமை</translation>
        </message>
        <message>
            <source>Start training again with a fresh wallet and catalogue? Every booking made in training is deleted from the sandbox. This counter's own records (history, shifts, Z reports) stay.</source>
            <translation>புதிய வாலெட், கேட்டலாக்குடன் பயிற்சியை மீண்டும் தொடங்கவா? பயிற்சியில் செய்த ஒவ்வொரு முன்பதிவும் சாண்ட்பாக்ஸிலிருந்து நீக்கப்படும். இந்தக் கவுண்டரின் சொந்தப் பதிவுகள் (வரலாறு, ஷிஃப்டுகள், Z அறிக்கைகள்) இருக்கும்.</translation>
        </message>
        <message>
            <source>&amp;Reset training data</source>
            <translation>பயிற்சித் தரவை மீட்டமை (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>ரத்து (&amp;C)</translation>
        </message>
        <message>
            <source>Resetting the training data…</source>
            <translation>பயிற்சித் தரவை மீட்டமைக்கிறது…</translation>
        </message>
        <message>
            <source>The training data could not be reset ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>பயிற்சித் தரவை மீட்டமைக்க முடியவில்லை ({reason}). செயலியை மீண்டும் தொடங்குங்கள்; மீண்டும் நடந்தால் பதிவுக் கோப்பை உங்கள் ஆதரவுத் தொடர்புக்கு அனுப்புங்கள்.</translation>
        </message>
        <message>
            <source>Training data reset: a fresh wallet and catalogue, as on the first day.</source>
            <translation>பயிற்சித் தரவு மீட்டமைக்கப்பட்டது: முதல் நாளைப் போலப் புதிய வாலெட், கேட்டலாக்.</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE</name>
        <message>
            <source>Counter</source>
            <translation>கவுண்டர்</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>கணக்கு</translation>
        </message>
        <message>
            <source>Agency&apos;s fees and margins</source>
            <translation>ஏஜென்சியின் கட்டணங்களும் லாப வரம்பும்</translation>
        </message>
        <message>
            <source>Amounts in {currency}; each entry in the month of its day in the books.</source>
            <translation>தொகைகள் {currency}-இல்; ஒவ்வொரு பதிவும் கணக்கேட்டில் அதன் நாளின் மாதத்தில்.</translation>
        </message>
        <message>
            <source>Bank (account not named)</source>
            <translation>வங்கி (கணக்கு குறிப்பிடப்படவில்லை)</translation>
        </message>
        <message>
            <source>Bank account {number}</source>
            <translation>வங்கிக் கணக்கு {number}</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>வங்கிக் கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>வங்கி வட்டி</translation>
        </message>
        <message>
            <source>Card fees (MDR)</source>
            <translation>கார்டு கட்டணங்கள் (MDR)</translation>
        </message>
        <message>
            <source>Cash in the drawer</source>
            <translation>டிராயரில் ரொக்கம்</translation>
        </message>
        <message>
            <source>Cash over or short</source>
            <translation>ரொக்கம் அதிகம் அல்லது குறைவு</translation>
        </message>
        <message>
            <source>Closing credit</source>
            <translation>இறுதி வரவு</translation>
        </message>
        <message>
            <source>Closing debit</source>
            <translation>இறுதி பற்று</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>வரவுகள்</translation>
        </message>
        <message numerus="yes">
            <source>Customers (sundry), %n bookings</source>
            <translation>
                <numerusform>வாடிக்கையாளர் (பலவகை), 1 முன்பதிவு</numerusform>
                <numerusform>வாடிக்கையாளர் (பலவகை), %n முன்பதிவுகள்</numerusform>
            </translation>
        </message>
        <message>
            <source>Debits</source>
            <translation>பற்றுகள்</translation>
        </message>
        <message>
            <source>Fees and charges</source>
            <translation>கட்டணங்களும் செலவுகளும்</translation>
        </message>
        <message>
            <source>Input GST</source>
            <translation>உள்ளீட்டு GST</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Opening credit</source>
            <translation>தொடக்க வரவு</translation>
        </message>
        <message>
            <source>Opening debit</source>
            <translation>தொடக்க பற்று</translation>
        </message>
        <message>
            <source>Output GST ({head})</source>
            <translation>வெளியீட்டு GST ({head})</translation>
        </message>
        <message>
            <source>Owner&apos;s capital</source>
            <translation>உரிமையாளரின் மூலதனம்</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s cash</source>
            <translation>பார்ட்னர் வாலெட்டின் ரொக்கம்</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s credit used</source>
            <translation>பார்ட்னர் வாலெட்டின் பயன்படுத்திய கடன்</translation>
        </message>
        <message>
            <source>Payment apps&apos; fees</source>
            <translation>பேமெண்ட் ஆப்களின் கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Rent and office expenses</source>
            <translation>வாடகையும் அலுவலகச் செலவுகளும்</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>மாதத்தின் முடிவு</translation>
        </message>
        <message>
            <source>Revenue</source>
            <translation>வருவாய்</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>முழுமையாக்கல்</translation>
        </message>
        <message>
            <source>Round off, cash over or short</source>
            <translation>முழுமையாக்கல், ரொக்கம் அதிகம் அல்லது குறைவு</translation>
        </message>
        <message>
            <source>Service charges</source>
            <translation>சேவைக் கட்டணங்கள்</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>மொத்தம்</translation>
        </message>
        <message>
            <source>Trial balance, {month} — {whose}</source>
            <translation>சோதனை இருப்பு, {month} — {whose}</translation>
        </message>
        <message>
            <source>{tender} to be settled</source>
            <translation>தீர்வு நிலுவை {tender}</translation>
        </message>
        <message>
            <source>Posted this month for closed months</source>
            <translation>மூடிய மாதங்களுக்காக இந்த மாதம் பதிந்தவை</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>நாள்</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>பதிவு</translation>
        </message>
        <message>
            <source>Closed month</source>
            <translation>மூடிய மாதம்</translation>
        </message>
        <message>
            <source>Belonged on</source>
            <translation>உரிய நாள்</translation>
        </message>
        <message>
            <source>Corrects</source>
            <translation>திருத்துவது</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>முன்பதிவு</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE_PANEL</name>
        <message>
            <source>&amp;Make trial balance</source>
            <translation>சோதனை இருப்பை உருவாக்கு (&amp;M)</translation>
        </message>
        <message>
            <source>Agenc&amp;y&apos;s trial balance</source>
            <translation>ஏஜென்சியின் சோதனை இருப்பு (&amp;Y)</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>தொகை</translation>
        </message>
        <message>
            <source>Each account&apos;s opening, debits, credits and closing for the month, from the books.</source>
            <translation>மாதத்துக்கான ஒவ்வொரு கணக்கின் தொடக்க இருப்பு, பற்றுகள், வரவுகள், இறுதி இருப்பு, கணக்கேட்டிலிருந்து.</translation>
        </message>
        <message>
            <source>Every counter&apos;s books for the month, from the agency store</source>
            <translation>மாதத்துக்கான ஒவ்வொரு கவுண்டரின் கணக்கேடு, ஏஜென்சி ஸ்டோரிலிருந்து</translation>
        </message>
        <message>
            <source>Files in</source>
            <translation>கோப்புகளின் மொழி</translation>
        </message>
        <message>
            <source>Language of the files</source>
            <translation>கோப்புகளின் மொழி</translation>
        </message>
        <message>
            <source>Make the trial balance of the month.</source>
            <translation>மாதத்தின் சோதனை இருப்பை உருவாக்குங்கள்.</translation>
        </message>
        <message>
            <source>Reading the books of the month…</source>
            <translation>மாதத்தின் கணக்கேடு படிக்கப்படுகிறது…</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>மாதத்தின் முடிவு</translation>
        </message>
        <message>
            <source>Save C&amp;SV…</source>
            <translation>CSV சேமி (&amp;S)…</translation>
        </message>
        <message>
            <source>Save P&amp;DF…</source>
            <translation>PDF சேமி (&amp;D)…</translation>
        </message>
        <message>
            <source>Save the trial balance</source>
            <translation>சோதனை இருப்பைச் சேமி</translation>
        </message>
        <message>
            <source>This counter&apos;s books for the month of the chosen day</source>
            <translation>தேர்ந்த நாளின் மாதத்துக்கான இந்தக் கவுண்டரின் கணக்கேடு</translation>
        </message>
        <message>
            <source>Trial balance</source>
            <translation>சோதனை இருப்பு</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits and credits differ: the books need a check.</source>
            <translation>{title}. தொகைகள் {currency}-இல்; பற்றுகளும் வரவுகளும் வேறுபடுகின்றன: கணக்கேட்டைச் சரிபார்க்க வேண்டும்.</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits equal credits.</source>
            <translation>{title}. தொகைகள் {currency}-இல்; பற்றுகளும் வரவுகளும் சமம்.</translation>
        </message>
    </context>
    <context>
        <name>UNRESOLVED_NOTICE</name>
        <message>
            <source>Stop trying</source>
            <translation>முயல்வதை நிறுத்து</translation>
        </message>
        <message>
            <source>Only a sale the journal shows was never sent can be dropped here.</source>
            <translation>ஒருபோதும் அனுப்பப்படவில்லை என ஜர்னல் காட்டும் விற்பனையை மட்டுமே இங்கே நீக்கலாம்.</translation>
        </message>
        <message>
            <source>Supervisor decision…</source>
            <translation>மேற்பார்வையாளர் முடிவு…</translation>
        </message>
        <message>
            <source>Show voucher</source>
            <translation>வவுச்சரைக் காட்டு</translation>
        </message>
        <message>
            <source>Not wanted: cancel in Lookup</source>
            <translation>வேண்டாம்: தேடலில் ரத்து செய்</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>மேற்பார்வையாளர் முடிவு</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>&amp;Keep trying</source>
            <translation>தொடர்ந்து முயல் (&amp;K)</translation>
        </message>
        <message>
            <source>If the service booked it, the app cancels it and the customer's money is given back here; the cancellation fee is the agency's.</source>
            <translation>சேவை முன்பதிவு செய்திருந்தால், செயலி அதை ரத்து செய்யும், வாடிக்கையாளரின் பணம் இங்கே திருப்பித் தரப்படும்; ரத்துக் கட்டணம் ஏஜென்சியுடையது.</translation>
        </message>
        <message>
            <source>Keep trying, or the customer has left: a supervisor's PIN, recorded with why.</source>
            <translation>தொடர்ந்து முயல், அல்லது வாடிக்கையாளர் சென்றுவிட்டார்: மேற்பார்வையாளரின் PIN, காரணத்துடன் பதிவாகும்.</translation>
        </message>
        <message>
            <source>The customer has &amp;left: if it was booked, cancel it</source>
            <translation>வாடிக்கையாளர் சென்றுவிட்டார் (&amp;L): முன்பதிவாகியிருந்தால் ரத்து செய்</translation>
        </message>
        <message>
            <source>{notice} It may be booked and paid, so only the service's answer closes it: the app keeps asking. Choose what happens meanwhile; your PIN is asked next and the journal records who, when and why.</source>
            <translation>{notice} இது முன்பதிவாகிப் பணம் செலுத்தப்பட்டிருக்கலாம், எனவே சேவையின் பதில் மட்டுமே இதை முடிக்கும்: செயலி கேட்டுக்கொண்டிருக்கிறது. இதற்கிடையில் என்ன நடக்க வேண்டும் எனத் தேர்ந்தெடுங்கள்; அடுத்து உங்கள் PIN கேட்கப்படும், யார், எப்போது, ஏன் என ஜர்னல் பதிவு செய்யும்.</translation>
        </message>
        <message>
            <source>ID scans…</source>
            <translation>அடையாள ஸ்கேன்கள்…</translation>
        </message>
        <message>
            <source>A supervisor may look at the passengers&apos; ID scans the sale holds (their PIN; the look is logged).</source>
            <translation>மேற்பார்வையாளர் இந்த விற்பனையின் பயணிகளின் அடையாள ஸ்கேன்களைப் பார்க்கலாம் (அவரது PIN; பார்வை பதிவாகும்).</translation>
        </message>
    </context>
    <context>
        <name>UPI_QR</name>
        <message>
            <source>UPI QR code for the customer to scan</source>
            <translation>வாடிக்கையாளர் ஸ்கேன் செய்ய UPI QR குறியீடு</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER</name>
        <message>
            <source>Cancelled</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Still owed to the customer</source>
            <translation>வாடிக்கையாளருக்கு இன்னும் தர வேண்டியது</translation>
        </message>
        <message>
            <source>Not refundable: booked less than 24 hours before the start, when cancelling is closed.</source>
            <translation>திருப்பித் தர முடியாது: தொடக்கத்துக்கு 24 மணி நேரத்துக்குள் முன்பதிவு செய்தது, ரத்து மூடியிருந்தபோது.</translation>
        </message>
        <message>
            <source>Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from 24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is deducted from a refund.</source>
            <translation>தொடக்கத்துக்கு (படகுக்கு, அதன் புறப்பாட்டுக்கு) 48 மணி அல்லது அதற்கு முன் முழு ரீஃபண்ட்; 24 முதல் 48 மணி முன் 50% ரீஃபண்ட்; 24 மணிக்குள் ரத்து இல்லை. ரீஃபண்டிலிருந்து இருக்கைக்கு ஒரு தளக் கட்டணம் கழிக்கப்படும்.</translation>
        </message>
        <message>
            <source>The price paid is not recorded at this counter: it is on the receipt given at the sale.</source>
            <translation>செலுத்திய விலை இந்தக் கவுண்டரில் பதிவாகவில்லை: விற்பனையின்போது கொடுத்த ரசீதில் உள்ளது.</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>ஆண்</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>பெண்</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>மற்றவை</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>பெரியவர்</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>குழந்தை</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>கைக்குழந்தை</translation>
        </message>
        <message>
            <source>departs {time}</source>
            <translation>புறப்படும் நேரம் {time}</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>ஏஜென்சி நகல்</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>வவுச்சர்</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>வாலெட்டில் பிடித்தம்</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>ரொக்கத்திலிருந்து</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>கடனிலிருந்து</translation>
        </message>
        <message>
            <source>Refunded to the wallet</source>
            <translation>வாலெட்டுக்கு ரீஃபண்ட்</translation>
        </message>
        <message>
            <source>The customer's side</source>
            <translation>வாடிக்கையாளர் பக்கம்</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>ஏஜென்சி லாபம்</translation>
        </message>
        <message>
            <source>Amounts</source>
            <translation>தொகைகள்</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</source>
            <translation>வாடிக்கையாளர்: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</translation>
        </message>
        <message>
            <source>Part-cancelled: {cancelled} of {booked} seats cancelled. Valid for the {left} listed here.</source>
            <translation>பகுதி ரத்து: {booked} இருக்கைகளில் {cancelled} ரத்து. இங்கே பட்டியலிட்ட {left}-க்குச் செல்லும்.</translation>
        </message>
        <message>
            <source>Seats: &lt;b&gt;{seats}&lt;/b&gt;</source>
            <translation>இருக்கைகள்: &lt;b&gt;{seats}&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>Passengers (%n)</source>
            <translation>
                <numerusform>பயணிகள் (%n)</numerusform>
                <numerusform>பயணிகள் (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Name</source>
            <translation>பெயர்</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>வயது</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>பாலினம்</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>நாட்டுரிமை</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>டிக்கெட்</translation>
        </message>
        <message>
            <source>Issued {moment} IST. Quote the booking reference for any change or cancellation.</source>
            <translation>வழங்கியது {moment} IST. எந்த மாற்றம் அல்லது ரத்துக்கும் முன்பதிவு எண்ணைச் சொல்லுங்கள்.</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>ரத்து</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>விலை</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>ரசீது {number}</translation>
        </message>
        <message>
            <source>Booking voucher</source>
            <translation>முன்பதிவு வவுச்சர்</translation>
        </message>
        <message>
            <source>Agency copy · receipt {number}</source>
            <translation>ஏஜென்சி நகல் · ரசீது {number}</translation>
        </message>
        <message>
            <source>Given back {moment} ({mode})</source>
            <translation>திருப்பித் தந்தது {moment} ({mode})</translation>
        </message>
        <message>
            <source>Paid now</source>
            <translation>இப்போது செலுத்தியது</translation>
        </message>
        <message>
            <source>Amended {moment} IST: this voucher replaces the one given at the sale.</source>
            <translation>திருத்தியது {moment} IST: இந்த வவுச்சர் விற்பனையின்போது கொடுத்ததற்குப் பதிலானது.</translation>
        </message>
        <message>
            <source>Amended booking voucher</source>
            <translation>திருத்திய முன்பதிவு வவுச்சர்</translation>
        </message>
    </context>
    <context>
        <name>VOUCHERS</name>
        <message>
            <source>The agency copy could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>ஏஜென்சி நகலை {path}-இல் எழுத முடியவில்லை ({reason}). வேறு கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>The voucher could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>வவுச்சரை {path}-இல் எழுத முடியவில்லை ({reason}). வேறு கோப்புறையைத் தேர்ந்தெடுங்கள்.</translation>
        </message>
        <message>
            <source>Agency copy saved to {path}.</source>
            <translation>ஏஜென்சி நகல் {path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>Voucher saved to {path}.</source>
            <translation>வவுச்சர் {path}-இல் சேமிக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>the printer</source>
            <translation>பிரிண்டர்</translation>
        </message>
        <message>
            <source>Agency copy sent to {printer}.</source>
            <translation>ஏஜென்சி நகல் {printer}-க்கு அனுப்பப்பட்டது.</translation>
        </message>
        <message>
            <source>Voucher sent to {printer}.</source>
            <translation>வவுச்சர் {printer}-க்கு அனுப்பப்பட்டது.</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER_BUTTONS</name>
        <message>
            <source>Save agency copy as PDF</source>
            <translation>ஏஜென்சி நகலை PDF ஆகச் சேமி</translation>
        </message>
        <message>
            <source>Save voucher as PDF</source>
            <translation>வவுச்சரை PDF ஆகச் சேமி</translation>
        </message>
        <message>
            <source>Print &amp;voucher…</source>
            <translation>வவுச்சரை அச்சிடு (&amp;V)…</translation>
        </message>
        <message>
            <source>Alt+V: the booking's voucher as it is now</source>
            <translation>Alt+V: முன்பதிவு இப்போது உள்ளபடி அதன் வவுச்சர்</translation>
        </message>
        <message>
            <source>Save voucher as P&amp;DF…</source>
            <translation>வவுச்சரை PDF ஆகச் சேமி (&amp;D)…</translation>
        </message>
        <message>
            <source>Alt+D: the booking's voucher as a PDF</source>
            <translation>Alt+D: முன்பதிவின் வவுச்சர் PDF ஆக</translation>
        </message>
        <message>
            <source>&amp;Agency copy…</source>
            <translation>ஏஜென்சி நகல் (&amp;A)…</translation>
        </message>
        <message>
            <source>Print the agency&apos;s copy (Alt+A): with the commission, the net price, the wallet&apos;s debit and the margin (not for the customer)</source>
            <translation>ஏஜென்சியின் நகலை அச்சிடு (Alt+A): கமிஷன், நிகர விலை, வாலெட் பிடித்தம், லாபத்துடன் (வாடிக்கையாளருக்கு அல்ல)</translation>
        </message>
    </context>
    <context>
        <name>WALLET_SCREEN</name>
        <message>
            <source>Ledger entries or the balance today</source>
            <translation>லெட்ஜர் பதிவுகள் அல்லது இன்றைய இருப்பு</translation>
        </message>
        <message>
            <source>&amp;Balance today</source>
            <translation>இன்றைய இருப்பு (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Ledger entries</source>
            <translation>லெட்ஜர் பதிவுகள் (&amp;L)</translation>
        </message>
        <message>
            <source>No top-ups or sales yet today.</source>
            <translation>இன்று இன்னும் டாப்-அப்போ விற்பனையோ இல்லை.</translation>
        </message>
        <message>
            <source>The wallet's balance today, with each top-up and sale</source>
            <translation>இன்றைய வாலெட் இருப்பு, ஒவ்வொரு டாப்-அப், விற்பனையுடன்</translation>
        </message>
        <message>
            <source>Press F5 to read the wallet.</source>
            <translation>வாலெட்டைப் படிக்க F5 அழுத்துங்கள்.</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>புதுப்பி</translation>
        </message>
        <message>
            <source>Read the wallet again (F5)</source>
            <translation>வாலெட்டை மீண்டும் படி (F5)</translation>
        </message>
        <message>
            <source>Recent ledger entries</source>
            <translation>சமீபத்திய லெட்ஜர் பதிவுகள்</translation>
        </message>
        <message>
            <source>Enter or the right arrow opens an entry's lines</source>
            <translation>Enter அல்லது வலது அம்பு ஒரு பதிவின் வரிகளைத் திறக்கும்</translation>
        </message>
        <message>
            <source>No wallet movements read yet: press F5.</source>
            <translation>இன்னும் வாலெட் நகர்வுகள் படிக்கப்படவில்லை: F5 அழுத்துங்கள்.</translation>
        </message>
        <message>
            <source>Cash balance (the agency's own money in the wallet)</source>
            <translation>ரொக்க இருப்பு (வாலெட்டில் ஏஜென்சியின் சொந்தப் பணம்)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>கணக்கு</translation>
        </message>
        <message>
            <source>Agent</source>
            <translation>முகவர்</translation>
        </message>
        <message>
            <source>&lt;b&gt;Credit from the service&lt;/b&gt; (not part of the cash balance)</source>
            <translation>&lt;b&gt;சேவையிடமிருந்து கடன்&lt;/b&gt; (ரொக்க இருப்பின் பகுதி அல்ல)</translation>
        </message>
        <message>
            <source>Credit limit (the most it lends)</source>
            <translation>கடன் வரம்பு (அதிகபட்சம் தரும் கடன்)</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>பயன்படுத்திய கடன்</translation>
        </message>
        <message>
            <source>Credit left to use</source>
            <translation>பயன்படுத்த மீதமுள்ள கடன்</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Wallet&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;வாலெட்&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent ledger entries&lt;/b&gt; (Enter or → opens the lines)</source>
            <translation>&lt;b&gt;சமீபத்திய லெட்ஜர் பதிவுகள்&lt;/b&gt; (Enter அல்லது → வரிகளைத் திறக்கும்)</translation>
        </message>
        <message>
            <source>Reading the wallet…</source>
            <translation>வாலெட்டைப் படிக்கிறது…</translation>
        </message>
        <message>
            <source>The credit left to use is below {threshold} (Settings). Top up the wallet before large sales.</source>
            <translation>பயன்படுத்த மீதமுள்ள கடன் {threshold}-க்குக் கீழ் உள்ளது (அமைப்புகள்). பெரிய விற்பனைகளுக்கு முன் வாலெட்டை டாப்-அப் செய்யுங்கள்.</translation>
        </message>
        <message>
            <source>Read at {time} (service time). F5 refreshes.</source>
            <translation>{time}-க்குப் படித்தது (சேவை நேரம்). F5 புதுப்பிக்கும்.</translation>
        </message>
    </context>
    <context>
        <name>WINDOW</name>
        <message>
            <source>{title} — selling stopped</source>
            <translation>{title} — விற்பனை நிறுத்தப்பட்டது</translation>
        </message>
    </context>
    <context>
        <name>WITNESS</name>
        <message>
            <source>Booking {booking}: the service's journal {journal} moved the wallet {amount} more than the counters' records say (between {since} and {until}).</source>
            <translation>முன்பதிவு {booking}: சேவையின் ஜர்னல் {journal} கவுண்டர்களின் பதிவுகளை விட வாலெட்டை {amount} அதிகம் மாற்றியது ({since} மற்றும் {until} இடையே).</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} put {amount} into the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>முன்பதிவு {booking}: சேவையின் ஜர்னல் {journal} வாலெட்டில் {amount} சேர்த்தது; இந்த விசையின் எந்தக் கவுண்டரிடமும் அதன் பதிவு இல்லை ({since} மற்றும் {until} இடையே).</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} took {amount} from the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>முன்பதிவு {booking}: சேவையின் ஜர்னல் {journal} வாலெட்டிலிருந்து {amount} எடுத்தது; இந்த விசையின் எந்தக் கவுண்டரிடமும் அதன் பதிவு இல்லை ({since} மற்றும் {until} இடையே).</translation>
        </message>
        <message>
            <source>The wallet's readings show {amount} (net) that no record explains:</source>
            <translation>எந்தப் பதிவும் விளக்காத {amount} (நிகர) வாலெட்டின் அளவீடுகளில் தெரிகிறது:</translation>
        </message>
        <message>
            <source>Fewer than two readings of the wallet this day: its movements are reconciled from the second reading on.</source>
            <translation>இந்த நாளில் வாலெட்டின் அளவீடுகள் இரண்டுக்கும் குறைவு: அதன் நகர்வுகள் இரண்டாவது அளவீட்டிலிருந்து ஒப்பிடப்படும்.</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's %n readings agree with the records: every movement between them ({amount}) is explained.</source>
            <translation>
                <numerusform>வாலெட்டின் %n அளவீடு பதிவுகளுடன் ஒத்துப்போகிறது: அவற்றுக்கு இடையேயான ஒவ்வொரு நகர்வும் ({amount}) விளக்கப்பட்டுள்ளது.</numerusform>
                <numerusform>வாலெட்டின் %n அளவீடுகள் பதிவுகளுடன் ஒத்துப்போகின்றன: அவற்றுக்கு இடையேயான ஒவ்வொரு நகர்வும் ({amount}) விளக்கப்பட்டுள்ளது.</numerusform>
            </translation>
        </message>
        <message>
            <source>the agency's own reading of {when}</source>
            <translation>ஏஜென்சியின் சொந்த {when} அளவீடு</translation>
        </message>
        <message>
            <source>this counter's reading of {when}</source>
            <translation>இந்தக் கவுண்டரின் {when} அளவீடு</translation>
        </message>
        <message>
            <source>counter {counter}'s reading of {when}</source>
            <translation>கவுண்டர் {counter}-இன் {when} அளவீடு</translation>
        </message>
        <message>
            <source>Refused as impossible: {reading} lists journal {journal} (booking {booking}) as {event} of {listed}, an amount of the wrong sign for its kind; the service never answers so.</source>
            <translation>சாத்தியமற்றது என மறுக்கப்பட்டது: {reading} ஜர்னல் {journal} (முன்பதிவு {booking})-ஐ {listed} அளவிலான {event} எனக் காட்டுகிறது; அதன் வகைக்கு இது தவறான குறியுள்ள தொகை; சேவை ஒருபோதும் இப்படிப் பதிலளிப்பதில்லை.</translation>
        </message>
        <message>
            <source>Conflict on journal {journal} (booking {booking}): {reading} lists it as {event} of {listed}, {kept} as {kept_event} of {kept_amount}.</source>
            <translation>ஜர்னல் {journal} (முன்பதிவு {booking}) மீது முரண்: {reading} அதை {listed} அளவிலான {event} எனக் காட்டுகிறது, {kept} அதை {kept_amount} அளவிலான {kept_event} எனக் காட்டுகிறது.</translation>
        </message>
        <message>
            <source>Not witnessed between {since} and {until}: more journals passed than the readings saw. The wallet's total moved {moved}; the journals seen explain {seen}, the counters' records {recorded}; difference {difference}.</source>
            <translation>{since} மற்றும் {until} இடையே சாட்சியம் இல்லை: அளவீடுகள் கண்டதை விட அதிக ஜர்னல்கள் கடந்தன. வாலெட்டின் மொத்தம் {moved} மாறியது; கண்ட ஜர்னல்கள் {seen} விளக்குகின்றன, கவுண்டர்களின் பதிவுகள் {recorded}; வேறுபாடு {difference}.</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since, while the readings either side of it agree. It was left out.</source>
            <translation>{reading} அதன் ஜர்னல்களுடன் பொருந்தவில்லை: அதன் மொத்தம் {since} அளவீட்டிலிருந்தும் அதன் பின் காட்டிய ஜர்னல்களிலிருந்தும் {amount} வேறுபடுகிறது, அதன் இரு பக்க அளவீடுகளும் ஒன்றுக்கொன்று பொருந்துகின்றன. அது விலக்கப்பட்டது.</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since.</source>
            <translation>{reading} அதன் ஜர்னல்களுடன் பொருந்தவில்லை: அதன் மொத்தம் {since} அளவீட்டிலிருந்தும் அதன் பின் காட்டிய ஜர்னல்களிலிருந்தும் {amount} வேறுபடுகிறது.</translation>
        </message>
        <message>
            <source>Journal {journal}: a top-up of {amount} into the wallet that the agency's owner did not record (between {since} and {until}).</source>
            <translation>ஜர்னல் {journal}: ஏஜென்சியின் உரிமையாளர் பதிவு செய்யாத {amount} டாப்-அப் வாலெட்டில் ({since} மற்றும் {until} இடையே).</translation>
        </message>
        <message>
            <source>These are this counter's own readings only: a reading forged on this PC, a top-up nobody recorded, and journals of other counters on its key cannot be proved or named here.</source>
            <translation>இவை இந்தக் கவுண்டரின் சொந்த அளவீடுகள் மட்டுமே: இந்த கணினியில் போலியாக்கப்பட்ட அளவீடு, யாரும் பதிவு செய்யாத டாப்-அப், இதன் விசையில் உள்ள பிற கவுண்டர்களின் ஜர்னல்கள் இங்கே நிரூபிக்கவோ பெயரிடவோ முடியாது.</translation>
        </message>
        <message>
            <source>The agency's own witness has not read this key's wallet: the counters' readings are their claims, checked only against one another.</source>
            <translation>ஏஜென்சியின் சொந்த சாட்சி இந்த விசையின் வாலெட்டைப் படிக்கவில்லை: கவுண்டர்களின் அளவீடுகள் அவற்றின் கூற்றுகள், ஒன்றோடொன்று மட்டுமே ஒப்பிடப்பட்டவை.</translation>
        </message>
    </context>
    <context>
        <name>STATEMENT_CHILD</name>
        <message>
            <source>it was stopped, and nothing of it was kept.</source>
            <translation>இது நிறுத்தப்பட்டது, இதில் எதுவும் வைக்கப்படவில்லை.</translation>
        </message>
        <message>
            <source>its reading stopped before the end (exit code {code}), and nothing of it was kept.</source>
            <translation>இதைப் படிப்பது முடிவதற்கு முன்பே நின்றுவிட்டது (exit code {code}), இதில் எதுவும் வைக்கப்படவில்லை.</translation>
        </message>
    </context>
    <context>
        <name>OWED_LIST</name>
        <message>
            <source>Refunds owed</source>
            <translation>நிலுவை ரீஃபண்ட்கள்</translation>
        </message>
        <message>
            <source>List the refunds owed to customers</source>
            <translation>வாடிக்கையாளர்களுக்கு நிலுவை ரீஃபண்ட்களின் பட்டியல்</translation>
        </message>
        <message>
            <source>Enter or {keys}: the list, each refund opening its booking in Lookup</source>
            <translation>Enter அல்லது {keys}: பட்டியல்; ஒவ்வொரு ரீஃபண்டும் அதன் முன்பதிவை 'தேடல்'-இல் திறக்கும்</translation>
        </message>
    </context>
    <context>
        <name>REFUND_LINE</name>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). Part of the booking is cancelled; the rest stays confirmed.</source>
            <translation>ரீஃபண்ட் {refund}: வாலெட்டுக்கு {credited} வரவு (தளக் கட்டணம் {charge}). முன்பதிவின் ஒரு பகுதி ரத்தானது; மீதி உறுதியாகவே இருக்கும்.</translation>
        </message>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). The booking is cancelled.</source>
            <translation>ரீஃபண்ட் {refund}: வாலெட்டுக்கு {credited} வரவு (தளக் கட்டணம் {charge}). முன்பதிவு ரத்தானது.</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY</name>
        <message>
            <source>The keyring did not keep the new key: the records are still sealed under the old key.</source>
            <translation>கீரிங் புதிய சாவியை வைத்துக்கொள்ளவில்லை: பதிவுகள் முன்பிருந்த சாவியாலேயே முத்திரையிடப்படும்.</translation>
        </message>
        <message>
            <source>This computer has no keyring: its records are not sealed, so there is no key to make anew. Ask your IT to set one up.</source>
            <translation>இந்தக் கணினியில் கீரிங் இல்லை: இதன் பதிவுகள் முத்திரையிடப்படுவதில்லை, எனவே புதிதாக உருவாக்க சாவி எதுவும் இல்லை. உங்கள் IT-யிடம் ஒன்றை அமைக்கச் சொல்லுங்கள்.</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY_WORDS</name>
        <message>
            <source>This counter&apos;s records are sealed under a new key ({key}) from now on. The agency store learns of the change with the next records sent.</source>
            <translation>இந்தக் கவுண்டரின் பதிவுகள் இனி புதிய சாவியால் ({key}) முத்திரையிடப்படும். அடுத்து அனுப்பப்படும் பதிவுகளுடன் இந்த மாற்றம் ஏஜென்சி ஸ்டோருக்குத் தெரியவரும்.</translation>
        </message>
    </context>
</TS>
