<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
    <context>
        <name>ACCESS_LOG</name>
        <message>
            <source>Who looked at customers' data</source>
            <translation>ग्राहकों की जानकारी किसने देखी</translation>
        </message>
        <message>
            <source>When</source>
            <translation>कब</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>किसने</translation>
        </message>
        <message>
            <source>What</source>
            <translation>क्या किया</translation>
        </message>
        <message>
            <source>Whose</source>
            <translation>किसकी (बुकिंग या बिक्री)</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>क्यों</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CONTROLLER</name>
        <message>
            <source>The agency store holds every receipt this counter printed before its journal was damaged: new receipts go on in the counter's own series, above the store's last number. The receipts marked {prefix} stay valid as printed.</source>
            <translation>एजेंसी स्टोर में वे सारी रसीदें हैं जो इस काउंटर ने जर्नल खराब होने से पहले छापी थीं: नई रसीदें अब काउंटर की अपनी सीरीज़ में, स्टोर के आखिरी नंबर से आगे चलेंगी। {prefix} वाली रसीदें जैसी छपी हैं वैसी ही मान्य हैं।</translation>
        </message>
        <message>
            <source>This counter's sign-in to the agency store may not read that: it holds other counters' customers. The agency administrator does it, on the office PC or with the administrator's address.</source>
            <translation>इस काउंटर का एजेंसी स्टोर वाला लॉगिन यह नहीं पढ़ सकता: इसमें दूसरे काउंटरों के ग्राहकों की जानकारी है। यह काम एजेंसी एडमिनिस्ट्रेटर करते हैं, ऑफ़िस के PC पर या एडमिनिस्ट्रेटर के पते से।</translation>
        </message>
        <message>
            <source>This counter has no agency store: its address goes in Settings (Ctrl+6), or is given with --agency-db.</source>
            <translation>इस काउंटर का कोई एजेंसी स्टोर नहीं है: उसका पता सेटिंग्स (Ctrl+6) में डालें, या --agency-db के साथ दें।</translation>
        </message>
        <message>
            <source>The agency store does not answer now, so the other counters' records cannot be shown (this counter keeps selling). Try again in a moment; if it lasts, check the office PC that holds the store.</source>
            <translation>एजेंसी स्टोर अभी जवाब नहीं दे रहा, इसलिए दूसरे काउंटरों के रिकॉर्ड नहीं दिखाए जा सकते (यह काउंटर बिक्री करता रहेगा)। थोड़ी देर में फिर कोशिश करें; अगर समस्या बनी रहे, तो ऑफ़िस का वह PC जाँचें जिसमें स्टोर है।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_IDENTITY</name>
        <message>
            <source>The settings file {path} cannot be read, so this counter has no stable id for the agency store: save the settings again.</source>
            <translation>सेटिंग्स फ़ाइल {path} पढ़ी नहीं जा सकती, इसलिए एजेंसी स्टोर के लिए इस काउंटर की कोई स्थायी ID नहीं है: सेटिंग्स फिर से सहेजें।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_LINK</name>
        <message>
            <source>Agency: offline since {time} ({count} waiting)</source>
            <translation>एजेंसी: {time} से ऑफ़लाइन ({count} प्रतीक्षा में)</translation>
        </message>
        <message>
            <source>Agency: offline since {time}</source>
            <translation>एजेंसी: {time} से ऑफ़लाइन</translation>
        </message>
        <message>
            <source>Agency: {count} waiting</source>
            <translation>एजेंसी: {count} प्रतीक्षा में</translation>
        </message>
        <message>
            <source>Agency: synced</source>
            <translation>एजेंसी: सिंक</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MIGRATE</name>
        <message>
            <source>The agency store's database is at schema version {found}, newer than this Counterdesk knows (up to {known}): update Counterdesk on this counter to connect it to the agency store. Sales go on and are kept here until then.</source>
            <translation>एजेंसी स्टोर का डेटाबेस स्कीमा संस्करण {found} पर है, जो इस Counterdesk की जानकारी (अधिकतम {known}) से नया है: इस काउंटर को एजेंसी स्टोर से जोड़ने के लिए यहाँ Counterdesk अपडेट करें। तब तक बिक्री जारी रहती है और यहीं रखी जाती है।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MODEL</name>
        <message>
            <source>Wallet refunded</source>
            <translation>वॉलेट में वापस</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>वॉलेट से कटा</translation>
        </message>
        <message>
            <source>The price the customer paid at the counter's till</source>
            <translation>काउंटर के टिल पर ग्राहक ने जो कीमत चुकाई</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>ग्राहक ने चुकाया</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>बिक्री समय</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>काउंटर</translation>
        </message>
        <message>
            <source>The counter that sold it</source>
            <translation>जिस काउंटर ने बेचा</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>कर्मचारी</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>संदर्भ</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>उत्पाद</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>यात्रा की तारीख</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>ग्राहक</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>सीटें</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>स्थिति</translation>
        </message>
        <message>
            <source>Z</source>
            <translation>Z</translation>
        </message>
        <message>
            <source>The Z report's number</source>
            <translation>Z रिपोर्ट की संख्या</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>बंद हुआ</translation>
        </message>
        <message>
            <source>Closed by</source>
            <translation>किसने बंद किया</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>शुरुआती नकद</translation>
        </message>
        <message>
            <source>Cash in</source>
            <translation>नकद आया</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>नकद गया</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>राउंड ऑफ़</translation>
        </message>
        <message>
            <source>Of the cash out: what cash refunds were rounded by</source>
            <translation>नकद गया में से: नकद रिफ़ंड को पूरे रुपयों तक जितना राउंड किया गया</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>अपेक्षित</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>गिना गया</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>अंतर</translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation>अभी कुछ नहीं</translation>
        </message>
        <message>
            <source>none</source>
            <translation>कोई नहीं</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count} गायब</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>रिकॉर्ड</translation>
        </message>
        <message>
            <source>All up to</source>
            <translation>यहाँ तक सब</translation>
        </message>
        <message>
            <source>Every record up to this number has arrived</source>
            <translation>इस संख्या तक के सभी रिकॉर्ड आ चुके हैं</translation>
        </message>
        <message>
            <source>Newest</source>
            <translation>नवीनतम</translation>
        </message>
        <message>
            <source>Gaps</source>
            <translation>कमी</translation>
        </message>
        <message>
            <source>Last arrived</source>
            <translation>अंतिम बार आया</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>प्रकार</translation>
        </message>
        <message>
            <source>Since</source>
            <translation>कब से</translation>
        </message>
        <message>
            <source>What</source>
            <translation>क्या</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_QUERIES</name>
        <message>
            <source>Counter {counter}: {said}</source>
            <translation>काउंटर {counter}: {said}</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record_id})</source>
            <translation>काउंटर {counter}, रिकॉर्ड {seq} ({kind} {record_id})</translation>
        </message>
        <message>
            <source>{record}: the Z report's cash {found} is not what the shift's cash payments give {expected}.</source>
            <translation>{record}: Z रिपोर्ट का कैश {found} शिफ़्ट के कैश भुगतानों से बनने वाली रकम {expected} से मेल नहीं खाता।</translation>
        </message>
        <message>
            <source>{record}: the payments {found} do not add up to the customer total {expected}.</source>
            <translation>{record}: भुगतानों का जोड़ {found} ग्राहक के कुल {expected} के बराबर नहीं है।</translation>
        </message>
        <message>
            <source>{record}: the customer total {found} is not the sum of its price lines {expected}.</source>
            <translation>{record}: ग्राहक का कुल {found} उसकी कीमत की पंक्तियों के जोड़ {expected} के बराबर नहीं है।</translation>
        </message>
        <message>
            <source>The records after {record} are missing from the agency store.</source>
            <translation>{record} के बाद वाले रिकॉर्ड एजेंसी स्टोर में नहीं हैं।</translation>
        </message>
        <message>
            <source>The record before {record} was replaced in the agency store after it arrived.</source>
            <translation>{record} से पहले वाला रिकॉर्ड एजेंसी स्टोर में पहुँचने के बाद बदल दिया गया।</translation>
        </message>
        <message>
            <source>The record before {record} is missing from the agency store.</source>
            <translation>{record} से पहले वाला रिकॉर्ड एजेंसी स्टोर में नहीं है।</translation>
        </message>
        <message>
            <source>{record} was changed in the agency store after it arrived.</source>
            <translation>{record} एजेंसी स्टोर में पहुँचने के बाद बदला गया।</translation>
        </message>
        <message>
            <source>Sold at counter {counter} by {clerk} on {time} to {customer}: {seats} seat(s).</source>
            <translation>काउंटर {counter} पर {clerk} ने {time} को {customer} को बेचा: {seats} सीट।</translation>
        </message>
        <message>
            <source>an unnamed clerk</source>
            <translation>बिना नाम का कर्मचारी</translation>
        </message>
        <message>
            <source>Agency · {count} counter(s)</source>
            <translation>एजेंसी · {count} काउंटर</translation>
        </message>
        <message>
            <source>{record} is not what its counter sent: it was changed in the store.</source>
            <translation>{record} वह नहीं है जो उसके काउंटर ने भेजा था: इसे स्टोर में बदला गया।</translation>
        </message>
        <message>
            <source>{record}: its counter's chain does not follow from it and the record before it.</source>
            <translation>{record}: इसके काउंटर की शृंखला इससे और इससे पहले के रिकॉर्ड से नहीं बनती।</translation>
        </message>
        <message>
            <source>{record}: the chain head this Z report printed is not the agency store's: the records before it were changed.</source>
            <translation>{record}: इस Z रिपोर्ट पर छपा शृंखला-शीर्ष एजेंसी स्टोर वाले से मेल नहीं खाता: इससे पहले के रिकॉर्ड बदले गए।</translation>
        </message>
        <message>
            <source>{record} is not what its counter wrote: the counter found it changed in the agency store, or in its journal before it was sent.</source>
            <translation>{record} वह नहीं है जो उसके काउंटर ने लिखा था: काउंटर ने इसे एजेंसी स्टोर में, या भेजे जाने से पहले अपनी जर्नल में, बदला हुआ पाया।</translation>
        </message>
        <message>
            <source>{record} is not the record whose link its counter gave the agency store before sending it: it, or a record before it, was rewritten in the counter&apos;s journal.</source>
            <translation>{record} वह रिकॉर्ड नहीं है जिसका लिंक उसके काउंटर ने भेजने से पहले एजेंसी स्टोर को दिया था: यह, या इससे पहले का कोई रिकॉर्ड, काउंटर की जर्नल में दोबारा लिखा गया।</translation>
        </message>
        <message>
            <source>{record}: the access log head this Z report carries is not the one its counter gave the agency store as the log grew: the log was rewritten on the counter&apos;s PC.</source>
            <translation>{record}: इस Z रिपोर्ट में एक्सेस लॉग का जो हेड है, वह वह नहीं है जो इसके काउंटर ने लॉग बढ़ते समय एजेंसी स्टोर को दिया था: लॉग काउंटर के PC पर दोबारा लिखा गया।</translation>
        </message>
        <message>
            <source>{record}: its counter&apos;s journal no longer holds this record of booking {booking}, and the agency store never received it.</source>
            <translation>{record}: इसके काउंटर की जर्नल में बुकिंग {booking} का यह रिकॉर्ड अब नहीं है, और एजेंसी स्टोर को यह कभी मिला ही नहीं।</translation>
        </message>
        <message>
            <source>{record}: its payment of {found} gives a UPI or bank reference that an earlier sale gave already; check with the counter that it is one transfer split, not paid twice.</source>
            <translation>{record}: इसका {found} का भुगतान ऐसा UPI या बैंक संदर्भ देता है जो पहले की एक बिक्री दे चुकी है; काउंटर से जाँचें कि यह एक ही ट्रांसफ़र का बँटवारा है, दो बार भुगतान नहीं।</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record}, booking {booking}, {amount}): sealed under key {key}, which the agency never registered for it.</source>
            <translation>काउंटर {counter}, रिकॉर्ड {seq} ({kind} {record}, बुकिंग {booking}, {amount}): कुंजी {key} से सील किया गया, जिसे एजेंसी ने इसके लिए कभी दर्ज नहीं किया।</translation>
        </message>
        <message>
            <source>Counter {counter} rotated its records' key at {time} (record {seq}): key {old} replaced by key {new}, approved by {by}.</source>
            <translation>काउंटर {counter} ने {time} पर अपने रिकॉर्ड की कुंजी बदली (रिकॉर्ड {seq}): कुंजी {old} की जगह कुंजी {new}, {by} की स्वीकृति से।</translation>
        </message>
        <message>
            <source>{said} The rotation is not sealed under a key the agency registered for the counter, so the new key is not registered: its records are named below.</source>
            <translation>{said} यह बदलाव ऐसी कुंजी से सील नहीं है जिसे एजेंसी ने इस काउंटर के लिए दर्ज किया हो, इसलिए नई कुंजी दर्ज नहीं है: इसके रिकॉर्ड नीचे बताए गए हैं।</translation>
        </message>
        <message numerus="yes">
            <source>Counter {counter}: %n record(s) sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</source>
            <translation>
                <numerusform>काउंटर {counter}: 1 रिकॉर्ड बिना सील भेजा गया (रिकॉर्ड {first} से {last}): इसके पीसी में कीरिंग नहीं है, इसलिए कुछ भी साबित नहीं करता कि भेजने से पहले उन्हें दोबारा नहीं लिखा गया।</numerusform>
                <numerusform>काउंटर {counter}: %n रिकॉर्ड बिना सील भेजे गए (रिकॉर्ड {first} से {last}): इसके पीसी में कीरिंग नहीं है, इसलिए कुछ भी साबित नहीं करता कि भेजने से पहले उन्हें दोबारा नहीं लिखा गया।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AGENCY_STORE</name>
        <message>
            <source>The agency store does not know this counter ({counter}) under the name it connects with. Nothing was sent; the agency administrator adds this counter with counterdesk agency add-counter on this PC.</source>
            <translation>एजेंसी स्टोर इस काउंटर ({counter}) को उस नाम से नहीं जानता जिससे यह जुड़ रहा है। कुछ नहीं भेजा गया; एजेंसी एडमिनिस्ट्रेटर इसी PC पर counterdesk agency add-counter से इस काउंटर को जोड़ें।</translation>
        </message>
        <message>
            <source>Another installation is registered in the agency store as this counter ({counter}): this PC's settings were probably copied from it. Nothing was sent; give this counter its own settings (a new id) to connect.</source>
            <translation>एजेंसी स्टोर में इस काउंटर ({counter}) के नाम से कोई दूसरा इंस्टॉलेशन दर्ज है: शायद इस PC की सेटिंग्स उसी से कॉपी की गई थीं। कुछ नहीं भेजा गया; जोड़ने के लिए इस काउंटर को उसकी अपनी सेटिंग्स (नई ID) दें।</translation>
        </message>
        <message>
            <source>Counter {counter} is not registered in this store.</source>
            <translation>काउंटर {counter} इस स्टोर में दर्ज नहीं है।</translation>
        </message>
        <message>
            <source>The agency store holds other records under this counter's numbers {first} to {last}: this counter's journal is not the one that sent them. A supervisor must give this counter a new id.</source>
            <translation>एजेंसी स्टोर में इस काउंटर के क्रमांक {first} से {last} पर दूसरे रिकॉर्ड हैं: उन्हें भेजने वाली जर्नल इस काउंटर की नहीं है। सुपरवाइज़र को इस काउंटर को नई ID देनी होगी।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_TARGET</name>
        <message>
            <source>The agency store's address is postgresql://USER@HOST:PORT/DATABASE (add ?sslmode=require for an encrypted connection).</source>
            <translation>एजेंसी स्टोर का पता postgresql://USER@HOST:PORT/DATABASE होता है (एन्क्रिप्टेड कनेक्शन के लिए ?sslmode=require जोड़ें)।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_UNRESOLVED</name>
        <message>
            <source>Unresolved at all counters</source>
            <translation>सभी काउंटरों पर अनसुलझी बिक्री</translation>
        </message>
        <message>
            <source>Nothing is unresolved at any counter.</source>
            <translation>किसी भी काउंटर पर कुछ भी अनसुलझा नहीं है।</translation>
        </message>
        <message>
            <source>Records of each counter in the agency store</source>
            <translation>एजेंसी स्टोर में हर काउंटर के रिकॉर्ड</translation>
        </message>
        <message>
            <source>No counter has registered with the agency store yet.</source>
            <translation>अभी तक किसी काउंटर ने एजेंसी स्टोर में पंजीकरण नहीं किया है।</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</source>
            <translation>
                <numerusform>&lt;b&gt;%n अनसुलझी&lt;/b&gt;: वे बिक्री जिनका नतीजा काउंटर को अभी पता नहीं है, और अधूरी छोड़ी गई बिक्री। हर काउंटर अपनी बिक्री ख़ुद निपटाता है; अगर कोई यहाँ बनी रहे तो उस काउंटर को फ़ोन करें।</numerusform>
                <numerusform>&lt;b&gt;%n अनसुलझी&lt;/b&gt;: वे बिक्री जिनका नतीजा काउंटर को अभी पता नहीं है, और अधूरी छोड़ी गई बिक्री। हर काउंटर अपनी बिक्री ख़ुद निपटाता है; अगर कोई यहाँ बनी रहे तो उस काउंटर को फ़ोन करें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>&lt;b&gt;Records of each counter in the agency store&lt;/b&gt;</source>
            <translation>&lt;b&gt;एजेंसी स्टोर में हर काउंटर के रिकॉर्ड&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>ANNOUNCE</name>
        <message>
            <source>Booked and paid. Booking reference {reference}.</source>
            <translation>बुकिंग हो गई और भुगतान हो गया। बुकिंग संदर्भ {reference}।</translation>
        </message>
    </context>
    <context>
        <name>API_ERRORS</name>
        <message>
            <source>The connection to the service was closed before the call ended.</source>
            <translation>कॉल पूरी होने से पहले सेवा से कनेक्शन बंद हो गया।</translation>
        </message>
        <message>
            <source>The service could not complete the request.</source>
            <translation>सेवा अनुरोध पूरा नहीं कर सकी।</translation>
        </message>
        <message>
            <source>The API key was refused.</source>
            <translation>API कुंजी अस्वीकार कर दी गई।</translation>
        </message>
        <message>
            <source>The API key cannot be sent as it is.</source>
            <translation>API कुंजी जैसी है वैसी भेजी नहीं जा सकती।</translation>
        </message>
        <message>
            <source>Access for this partner is disabled.</source>
            <translation>इस पार्टनर की पहुँच बंद कर दी गई है।</translation>
        </message>
        <message>
            <source>The request was rejected.</source>
            <translation>अनुरोध अस्वीकार कर दिया गया।</translation>
        </message>
        <message>
            <source>{count} fields need attention: {first}</source>
            <translation>{count} फ़ील्ड पर ध्यान देना है: {first}</translation>
        </message>
        <message>
            <source>The wallet cannot cover this booking.</source>
            <translation>वॉलेट में इस बुकिंग के लिए पर्याप्त राशि नहीं है।</translation>
        </message>
        <message>
            <source>This slot can no longer be booked.</source>
            <translation>यह स्लॉट अब बुक नहीं हो सकता।</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>नहीं मिला।</translation>
        </message>
        <message>
            <source>The request conflicts with an earlier one.</source>
            <translation>यह अनुरोध पिछले अनुरोध से टकराता है।</translation>
        </message>
        <message>
            <source>Too many requests; the service asked us to slow down.</source>
            <translation>बहुत अधिक अनुरोध; सेवा ने धीमा करने को कहा है।</translation>
        </message>
        <message>
            <source>The service is unavailable right now.</source>
            <translation>सेवा अभी उपलब्ध नहीं है।</translation>
        </message>
        <message>
            <source>The service sent a response this app cannot read.</source>
            <translation>सेवा ने ऐसा उत्तर भेजा जिसे यह ऐप पढ़ नहीं सकता।</translation>
        </message>
        <message>
            <source>The service could not be reached.</source>
            <translation>सेवा से संपर्क नहीं हो सका।</translation>
        </message>
        <message>
            <source>The service's environment changed; no booking or cancellation is sent.</source>
            <translation>सेवा का परिवेश बदल गया है; कोई बुकिंग या रद्दीकरण नहीं भेजा जाता।</translation>
        </message>
        <message>
            <source>{change} Nothing was sent.</source>
            <translation>{change} कुछ नहीं भेजा गया।</translation>
        </message>
        <message>
            <source>The service's certificate is not trusted on this PC.</source>
            <translation>इस PC पर सेवा के प्रमाणपत्र पर भरोसा नहीं है।</translation>
        </message>
        <message>
            <source>The service's answer is larger than {size}, far more than any answer it should give; it was not read further.</source>
            <translation>सेवा का जवाब {size} से बड़ा है, किसी भी सही जवाब से कहीं ज़्यादा; इसे आगे नहीं पढ़ा गया।</translation>
        </message>
        <message>
            <source>The service did not answer within {seconds} seconds.</source>
            <translation>सेवा ने {seconds} सेकंड में जवाब नहीं दिया।</translation>
        </message>
    </context>
    <context>
        <name>API_TRANSPORT</name>
        <message>
            <source>The certificate this network presents is not for {host}; ask your IT to let Counterdesk reach {host} directly.</source>
            <translation>यह नेटवर्क जो प्रमाणपत्र दिखा रहा है वह {host} का नहीं है; अपने IT से कहें कि Counterdesk को {host} तक सीधे पहुँचने दें।</translation>
        </message>
        <message>
            <source>The certificate presented for {host} has expired; check this PC's date and time, then ask your IT or the service's office to renew it.</source>
            <translation>{host} के लिए दिखाया गया प्रमाणपत्र समाप्त हो चुका है; इस PC की तारीख और समय जाँचें, फिर अपने IT या सेवा के कार्यालय से इसे नवीनीकृत करने को कहें।</translation>
        </message>
        <message>
            <source>This network replaces the service's certificate with one this PC does not trust; ask your IT to install their root certificate in this PC's certificate store, or to let Counterdesk reach {host} directly.</source>
            <translation>यह नेटवर्क सेवा के प्रमाणपत्र को ऐसे प्रमाणपत्र से बदल देता है जिस पर यह PC भरोसा नहीं करता; अपने IT से कहें कि वे अपना रूट प्रमाणपत्र इस PC के प्रमाणपत्र भंडार में इंस्टॉल करें, या Counterdesk को {host} तक सीधे पहुँचने दें।</translation>
        </message>
        <message>
            <source>Could not reach the service ({kind}: {detail}).</source>
            <translation>सेवा तक नहीं पहुँच सके ({kind}: {detail})।</translation>
        </message>
        <message>
            <source>Proxy: none (direct connection).</source>
            <translation>प्रॉक्सी: कोई नहीं (सीधा कनेक्शन)।</translation>
        </message>
        <message>
            <source>Proxy: the system's, {proxy} (from {source}).</source>
            <translation>प्रॉक्सी: सिस्टम वाली, {proxy} ({source} से)।</translation>
        </message>
        <message>
            <source>the system's proxy settings</source>
            <translation>सिस्टम की प्रॉक्सी सेटिंग्स</translation>
        </message>
        <message>
            <source>The proxy setting {source} ({value}) is not a proxy address; Counterdesk connects without a proxy.</source>
            <translation>प्रॉक्सी सेटिंग {source} ({value}) प्रॉक्सी का पता नहीं है; Counterdesk बिना प्रॉक्सी के जुड़ता है।</translation>
        </message>
    </context>
    <context>
        <name>AVAILABILITY_PANEL</name>
        <message>
            <source>Type in the filter and press Enter to open the first match, or select an item and press Enter (or double-click it), to see its slots or departures; Enter again books the first bookable one.</source>
            <translation>फ़िल्टर में लिखें और पहला मेल खाता आइटम खोलने के लिए Enter दबाएँ, या कोई आइटम चुनकर Enter दबाएँ (या उस पर डबल-क्लिक करें), ताकि उसके स्लॉट या प्रस्थान दिखें; फिर Enter दबाने पर पहला बुक-योग्य स्लॉट बुक होता है।</translation>
        </message>
    </context>
    <context>
        <name>BANK</name>
        <message>
            <source>“{cell}” is not a statement line</source>
            <translation>“{cell}” स्टेटमेंट की पंक्ति नहीं है</translation>
        </message>
        <message>
            <source>the date “{cell}” is not a date</source>
            <translation>तारीख़ “{cell}” कोई तारीख़ नहीं है</translation>
        </message>
        <message>
            <source>The file {name} cannot be opened: {problem}</source>
            <translation>फ़ाइल {name} खोली नहीं जा सकती: {problem}</translation>
        </message>
        <message>
            <source>The file {name} is not an Excel workbook that can be read.</source>
            <translation>फ़ाइल {name} पढ़ी जा सकने वाली Excel वर्कबुक नहीं है।</translation>
        </message>
        <message>
            <source>Line {line}: {reason}.</source>
            <translation>पंक्ति {line}: {reason}।</translation>
        </message>
        <message>
            <source>No header row of a known statement layout was found in the file's first {rows} rows: set which column holds what, and import it again.</source>
            <translation>फ़ाइल की पहली {rows} पंक्तियों में किसी जाने-पहचाने स्टेटमेंट की शीर्षक-पंक्ति नहीं मिली: बताइए कि किस कॉलम में क्या है, और इसे फिर से आयात कीजिए।</translation>
        </message>
        <message>
            <source>the amount “{cell}” is not an amount</source>
            <translation>राशि “{cell}” कोई राशि नहीं है</translation>
        </message>
        <message>
            <source>it needs one amount, a withdrawal or a deposit</source>
            <translation>इसमें एक ही राशि चाहिए, निकासी या जमा</translation>
        </message>
        <message>
            <source>The file {name} is larger than {limit} MB, more than any statement.</source>
            <translation>फ़ाइल {name} {limit} MB से बड़ी है, किसी भी स्टेटमेंट से ज़्यादा।</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} rows, more than any statement.</source>
            <translation>फ़ाइल {name} में {limit} से ज़्यादा पंक्तियाँ हैं, किसी भी स्टेटमेंट से ज़्यादा।</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} columns, more than any statement.</source>
            <translation>फ़ाइल {name} में {limit} से ज़्यादा कॉलम हैं, किसी भी स्टेटमेंट से ज़्यादा।</translation>
        </message>
        <message>
            <source>The workbook {name} unpacks to more than {limit} MB, more than any statement.</source>
            <translation>वर्कबुक {name} खुलकर {limit} MB से ज़्यादा हो जाती है, किसी भी स्टेटमेंट से ज़्यादा।</translation>
        </message>
        <message>
            <source>The workbook {name} has more than {limit} parts, more than any statement.</source>
            <translation>वर्कबुक {name} में {limit} से ज़्यादा हिस्से हैं, किसी भी स्टेटमेंट से ज़्यादा।</translation>
        </message>
        <message>
            <source>a cell is longer than {limit} characters</source>
            <translation>एक सेल {limit} अक्षरों से लंबा है</translation>
        </message>
        <message>
            <source>the amount “{cell}” has more than {digits} digits before its point</source>
            <translation>राशि “{cell}” में दशमलव से पहले {digits} से ज़्यादा अंक हैं</translation>
        </message>
        <message>
            <source>a cell is not of the type it declares</source>
            <translation>एक सेल उस प्रकार का नहीं है जो वह बताता है</translation>
        </message>
        <message>
            <source>The file {name} is not text in UTF-8, UTF-16 with its byte order mark or Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or XLSX, and import it again.</source>
            <translation>फ़ाइल {name} न तो UTF-8, बाइट ऑर्डर मार्क वाले UTF-16 या Windows-1252 में टेक्स्ट है, न ही Excel वर्कबुक (.xlsx): स्टेटमेंट को CSV या XLSX में निर्यात कीजिए, और फिर से आयात कीजिए।</translation>
        </message>
        <message>
            <source>it is dated {day}, outside the statement's period, {first} to {last}</source>
            <translation>इसकी तारीख़ {day} है, स्टेटमेंट की अवधि {first} से {last} के बाहर</translation>
        </message>
        <message>
            <source>it is dated {day}, far from the statement's other rows</source>
            <translation>इसकी तारीख़ {day} है, स्टेटमेंट की बाक़ी पंक्तियों से बहुत दूर</translation>
        </message>
        <message>
            <source>the amount “{cell}” says neither credit nor debit</source>
            <translation>राशि “{cell}” न जमा बताती है न नामे</translation>
        </message>
        <message>
            <source>The account number {number} is not 6 to 20 digits.</source>
            <translation>खाता संख्या {number} 6 से 20 अंकों की नहीं है।</translation>
        </message>
        <message>
            <source>The IFSC {ifsc} is not four letters, a zero and six letters or digits.</source>
            <translation>IFSC {ifsc} चार अक्षर, एक शून्य और छह अक्षर या अंक नहीं है।</translation>
        </message>
        <message>
            <source>This statement is of account {account}, which is not one of the agency's accounts in the settings ({accounts}): nothing of it was imported. If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), and import the statement again.</source>
            <translation>यह स्टेटमेंट खाता {account} का है, जो सेटिंग्स में एजेंसी के खातों ({accounts}) में से नहीं है: इसका कुछ भी आयात नहीं हुआ। अगर यह एजेंसी का है, तो इसे सेटिंग्स, बैंक खाते में दर्ज करें (सुपरवाइज़र का PIN), और स्टेटमेंट फिर से आयात करें।</translation>
        </message>
        <message>
            <source>This file carries rows of two accounts, {first} and {second}: a statement is of one account. Nothing of it was imported: download each account&apos;s statement apart and import each.</source>
            <translation>इस फ़ाइल में दो खातों, {first} और {second}, की पंक्तियाँ हैं: एक स्टेटमेंट एक ही खाते का होता है। इसका कुछ भी आयात नहीं हुआ: हर खाते का स्टेटमेंट अलग से डाउनलोड करें और हर एक आयात करें।</translation>
        </message>
        <message>
            <source>The agency has declared no bank account, and a statement is read only against one of them: nothing of it was imported. Declare the agency&apos;s bank account in Settings, Bank accounts (a supervisor&apos;s PIN), then import the statement again.</source>
            <translation>एजेंसी ने कोई बैंक खाता दर्ज नहीं किया है, और स्टेटमेंट केवल उनमें से किसी एक के विरुद्ध पढ़ा जाता है: इसका कुछ भी आयात नहीं हुआ। एजेंसी का बैंक खाता सेटिंग्स, बैंक खाते में दर्ज करें (सुपरवाइज़र का PIN), फिर स्टेटमेंट दोबारा आयात करें।</translation>
        </message>
        <message>
            <source>{account} is not one of the agency's accounts in the settings.</source>
            <translation>{account} सेटिंग्स में एजेंसी के खातों में से नहीं है।</translation>
        </message>
        <message>
            <source>This statement names no account: choose which of the agency's it is of.</source>
            <translation>इस स्टेटमेंट में कोई खाता नहीं लिखा: चुनें कि यह एजेंसी के किस खाते का है।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its balance {balance} of {day}, line {line}, is not what the lines before it come to, {reached}: {gap} unaccounted for. Nothing of it is kept: export it again from the bank.</source>
            <translation>स्टेटमेंट {name} अस्वीकार किया गया: {day} की शेष राशि {balance}, पंक्ति {line}, उससे पहले की पंक्तियों के जोड़ {reached} से मेल नहीं खाती: {gap} का हिसाब नहीं है। इसका कुछ भी नहीं रखा गया: इसे बैंक से फिर से निर्यात कीजिए।</translation>
        </message>
        <message>
            <source>Line {line}, of {amount}, is the difference.</source>
            <translation>पंक्ति {line}, {amount} की, यही अंतर है।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} has no balance, though its other rows carry one. Nothing of it is kept: export it again from the bank.</source>
            <translation>स्टेटमेंट {name} अस्वीकार किया गया: पंक्ति {line} में शेष राशि नहीं है, जबकि इसकी बाकी पंक्तियों में है। इसका कुछ भी नहीं रखा गया: इसे बैंक से फिर से निर्यात कीजिए।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} cannot be read ({reason}), and the running balance does not hold across it, at line {after}. Nothing of it is kept: export it again from the bank.</source>
            <translation>स्टेटमेंट {name} अस्वीकार किया गया: पंक्ति {line} पढ़ी नहीं जा सकती ({reason}), और चालू शेष राशि उसके पार पंक्ति {after} पर मेल नहीं खाती। इसका कुछ भी नहीं रखा गया: इसे बैंक से फिर से निर्यात कीजिए।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its running balance breaks at line {line}, whose balance {balance} is not the balance before it, {before}, with its amount {amount}. Nothing of it is kept: export it again from the bank.</source>
            <translation>स्टेटमेंट {name} अस्वीकार किया गया: इसकी चालू शेष राशि पंक्ति {line} पर टूटती है, जिसकी शेष राशि {balance} उससे पहले की शेष राशि {before} और इसकी राशि {amount} का जोड़ नहीं है। इसका कुछ भी नहीं रखा गया: इसे बैंक से फिर से निर्यात कीजिए।</translation>
        </message>
        <message>
            <source>it is dated {day}, after the day it is imported, {today}</source>
            <translation>इसकी तारीख {day} है, आयात के दिन {today} के बाद की</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT</name>
        <message>
            <source>Which account is this statement of?</source>
            <translation>यह स्टेटमेंट किस खाते का है?</translation>
        </message>
        <message>
            <source>{name} names no account number. Choose the agency's account it is of: its rows prove sales only as that account's.</source>
            <translation>{name} में कोई खाता संख्या नहीं है। चुनें कि यह एजेंसी के किस खाते का है: इसकी पंक्तियाँ उसी खाते की मानकर ही बिक्री साबित करेंगी।</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>खाता (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Import as this account's</source>
            <translation>इस खाते का मानकर आयात करें (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Choose the account.</source>
            <translation>खाता चुनें।</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED</name>
        <message>
            <source>Bank charge</source>
            <translation>बैंक शुल्क</translation>
        </message>
        <message>
            <source>GST on a bank charge</source>
            <translation>बैंक शुल्क पर GST</translation>
        </message>
        <message>
            <source>Cash deposit</source>
            <translation>नकद जमा</translation>
        </message>
        <message>
            <source>Posted in the books</source>
            <translation>खातों में दर्ज</translation>
        </message>
        <message>
            <source>Posted, its GST to input credit</source>
            <translation>दर्ज, इसका GST इनपुट क्रेडिट में</translation>
        </message>
        <message>
            <source>Posted all as an expense: the scheme allows no input credit</source>
            <translation>पूरा खर्च के रूप में दर्ज: योजना में इनपुट क्रेडिट नहीं मिलता</translation>
        </message>
        <message>
            <source>Not posted yet</source>
            <translation>अभी दर्ज नहीं</translation>
        </message>
        <message>
            <source>Cash banked at the close</source>
            <translation>समापन पर बैंक में जमा नकदी</translation>
        </message>
        <message>
            <source>Waiting for a supervisor</source>
            <translation>सुपरवाइज़र की प्रतीक्षा</translation>
        </message>
        <message>
            <source>No close banked this amount</source>
            <translation>किसी समापन पर यह राशि जमा नहीं हुई</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED_PANEL</name>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>राशि</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>पंक्ति</translation>
        </message>
        <message>
            <source>Accounted</source>
            <translation>हिसाब</translation>
        </message>
        <message>
            <source>Banked on</source>
            <translation>जमा का दिन</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>No bank charge or cash deposit in the statements.</source>
            <translation>स्टेटमेंट में कोई बैंक शुल्क या नकद जमा नहीं।</translation>
        </message>
        <message>
            <source>Con&amp;firm the cash deposit…</source>
            <translation>नकद जमा की पुष्टि करें… (&amp;F)</translation>
        </message>
        <message>
            <source>A supervisor confirms the close whose cash the chosen deposit is</source>
            <translation>चुनी गई जमा किस समापन की नकदी है, इसकी पुष्टि सुपरवाइज़र करता है</translation>
        </message>
        <message>
            <source>Lines a rule accounts for: never the proof of a sale.</source>
            <translation>नियम से हिसाब में ली गई पंक्तियाँ: ये कभी किसी बिक्री का सबूत नहीं।</translation>
        </message>
        <message>
            <source>Bank charges and cash deposits</source>
            <translation>बैंक शुल्क और नकद जमा</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT_SETTINGS</name>
        <message>
            <source>The agency's bank accounts</source>
            <translation>एजेंसी के बैंक खाते</translation>
        </message>
        <message>
            <source>A bank statement proves sales only when it is of one of these accounts: one of another account is refused, and one naming none is asked for. A supervisor's PIN changes them.</source>
            <translation>बैंक स्टेटमेंट बिक्री तभी साबित करता है जब वह इन खातों में से किसी का हो: किसी और खाते का स्टेटमेंट लौटा दिया जाता है, और जिसमें कोई खाता न लिखा हो उसके लिए पूछा जाता है। इन्हें सुपरवाइज़र के PIN से ही बदला जा सकता है।</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>खाता संख्या</translation>
        </message>
        <message>
            <source>IFSC</source>
            <translation>IFSC</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>&amp;Add an account</source>
            <translation>खाता जोड़ें (&amp;A)</translation>
        </message>
        <message>
            <source>Re&amp;move the account chosen</source>
            <translation>चुना गया खाता हटाएँ (&amp;M)</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS</name>
        <message>
            <source>Rent and office expenses</source>
            <translation>किराया और दफ़्तर के खर्च</translation>
        </message>
        <message>
            <source>Partner wallet top-up</source>
            <translation>पार्टनर वॉलेट टॉप-अप</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>बैंक शुल्क</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>बैंक ब्याज</translation>
        </message>
        <message>
            <source>Owner&apos;s capital and drawings</source>
            <translation>मालिक की पूँजी और निकासी</translation>
        </message>
        <message>
            <source>in</source>
            <translation>आया</translation>
        </message>
        <message>
            <source>out</source>
            <translation>गया</translation>
        </message>
        <message>
            <source>Opening balance of the statement</source>
            <translation>स्टेटमेंट का शुरुआती बैलेंस</translation>
        </message>
        <message>
            <source>{day}: {amount} {direction}, {narration}</source>
            <translation>{day}: {amount} {direction}, {narration}</translation>
        </message>
        <message>
            <source>{line} booked to {account}: {narration}</source>
            <translation>{line} — {account} में दर्ज: {narration}</translation>
        </message>
        <message>
            <source>in the bank</source>
            <translation>बैंक में</translation>
        </message>
        <message>
            <source>overdrawn</source>
            <translation>ओवरड्रॉन</translation>
        </message>
        <message>
            <source>Balance as per the books on {day}</source>
            <translation>{day} को खातों के अनुसार बैलेंस</translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the bank (%n)</source>
            <translation>
                <numerusform>बैंक में न दिखी रकमें (%n)</numerusform>
                <numerusform>बैंक में न दिखी रकमें (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the books (%n)</source>
            <translation>
                <numerusform>खातों में न दिखी रकमें (%n)</numerusform>
                <numerusform>खातों में न दिखी रकमें (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Closing balance as per the statement</source>
            <translation>स्टेटमेंट के अनुसार अंतिम बैलेंस</translation>
        </message>
        <message>
            <source>Not explained</source>
            <translation>बिना कारण का अंतर</translation>
        </message>
        <message>
            <source>Statements naming no account</source>
            <translation>किसी खाते का नाम न लेने वाले स्टेटमेंट</translation>
        </message>
        <message>
            <source>Account {number}</source>
            <translation>खाता {number}</translation>
        </message>
        <message>
            <source>The books and the statement agree to the paisa.</source>
            <translation>खाते और स्टेटमेंट पैसे-पैसे तक मिलते हैं।</translation>
        </message>
        <message>
            <source>The books and the statement differ by {amount} that nothing listed explains: a row missing from the statements kept, or a closing balance misread.</source>
            <translation>खातों और स्टेटमेंट में {amount} का अंतर है जिसे सूची की कोई रकम नहीं समझाती: रखे गए स्टेटमेंट से कोई पंक्ति छूटी है, या अंतिम बैलेंस गलत पढ़ा गया।</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>{first} से {last} तक</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance rose by {amount}: import the statement of those days.</source>
            <translation>रखा गया कोई स्टेटमेंट {days} को नहीं दिखाता, जिनमें बैलेंस {amount} बढ़ा: उन दिनों का स्टेटमेंट आयात करें।</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance fell by {amount}: import the statement of those days.</source>
            <translation>रखा गया कोई स्टेटमेंट {days} को नहीं दिखाता, जिनमें बैलेंस {amount} घटा: उन दिनों का स्टेटमेंट आयात करें।</translation>
        </message>
        <message>
            <source>The statement from {first} does not open at the closing balance of the one to {last}: rows of those days are missing, a difference of {amount}.</source>
            <translation>{first} से शुरू होने वाला स्टेटमेंट {last} तक वाले स्टेटमेंट के अंतिम बैलेंस से शुरू नहीं होता: उन दिनों की पंक्तियाँ छूटी हैं, {amount} का अंतर।</translation>
        </message>
        <message>
            <source>Choose the account the line is booked to.</source>
            <translation>वह खाता चुनें जिसमें यह पंक्ति दर्ज हो।</translation>
        </message>
        <message>
            <source>Type the narration: what the money was for.</source>
            <translation>विवरण लिखें: यह पैसा किसलिए था।</translation>
        </message>
        <message>
            <source>The line is booked already.</source>
            <translation>यह पंक्ति पहले ही दर्ज है।</translation>
        </message>
        <message>
            <source>The line is accounted for already.</source>
            <translation>इस पंक्ति का हिसाब पहले ही हो चुका है।</translation>
        </message>
        <message>
            <source>The line has no entry in the books to undo.</source>
            <translation>इस पंक्ति की कोई दर्ज प्रविष्टि नहीं जिसे पलटा जाए।</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS_PANEL</name>
        <message>
            <source>Left over</source>
            <translation>बचा हुआ</translation>
        </message>
        <message>
            <source>Account reconciled</source>
            <translation>मिलान किया गया खाता</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>रकम</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>दिशा</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>Booked to</source>
            <translation>किस खाते में</translation>
        </message>
        <message>
            <source>No statement states its closing balance yet.</source>
            <translation>अभी किसी स्टेटमेंट में अंतिम बैलेंस नहीं है।</translation>
        </message>
        <message>
            <source>Lines left over and booked</source>
            <translation>बची हुई और दर्ज पंक्तियाँ</translation>
        </message>
        <message>
            <source>Every line is accounted for.</source>
            <translation>हर पंक्ति का हिसाब है।</translation>
        </message>
        <message>
            <source>Boo&amp;k to an account…</source>
            <translation>खाते में दर्ज करें… (&amp;K)</translation>
        </message>
        <message>
            <source>U&amp;ndo the entry</source>
            <translation>प्रविष्टि पलटें (&amp;N)</translation>
        </message>
        <message>
            <source>Balance and lines left over</source>
            <translation>बैलेंस और बची पंक्तियाँ</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) left over.</source>
            <translation>
                <numerusform>%n पंक्ति बची है।</numerusform>
                <numerusform>%n पंक्तियाँ बची हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>स्टेटमेंट की पंक्ति दर्ज करें</translation>
        </message>
        <message>
            <source>e.g. office rent for December</source>
            <translation>जैसे दिसंबर का दफ़्तर किराया</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>खाता (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>विवरण (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Book</source>
            <translation>दर्ज करें (&amp;B)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
    </context>
    <context>
        <name>BANK_CONTROLLER</name>
        <message>
            <source>The statement was not imported: {reason}</source>
            <translation>स्टेटमेंट आयात नहीं हुआ: {reason}</translation>
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
            <translation>यह जमा किस समापन की नकदी है?</translation>
        </message>
        <message>
            <source>The cash deposit of {amount} on {day} may be the cash banked at any of these closes. Choose the one the deposit slip names.</source>
            <translation>{day} की {amount} की नकद जमा इनमें से किसी भी समापन पर बैंक में जमा की गई नकदी हो सकती है। जमा पर्ची में लिखा समापन चुनें।</translation>
        </message>
        <message>
            <source>The close of {day}: {amount} banked</source>
            <translation>{day} का समापन: {amount} बैंक में जमा</translation>
        </message>
        <message>
            <source>&amp;Banked on</source>
            <translation>जमा का दिन (&amp;B)</translation>
        </message>
        <message>
            <source>C&amp;onfirm</source>
            <translation>पुष्टि करें (&amp;O)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
    </context>
    <context>
        <name>BANK_DESK</name>
        <message>
            <source>the import stopped before it passed on every row.</source>
            <translation>आयात हर पंक्ति आगे भेजने से पहले रुक गया।</translation>
        </message>
        <message>
            <source>Type the other reference, or the reason.</source>
            <translation>दूसरा रेफ़रेंस, या कारण लिखें।</translation>
        </message>
        <message>
            <source>Cash deposit of {amount} on {day}: the cash banked at the close of {closed}</source>
            <translation>{day} को {amount} की नकद जमा: {closed} के समापन पर बैंक में जमा की गई नकदी</translation>
        </message>
        <message>
            <source>The statement shows {amount} for this reference on {day}.</source>
            <translation>स्टेटमेंट में इस रेफ़रेंस पर {day} को {amount} है।</translation>
        </message>
        <message>
            <source>This reference is a credit of {day}, or proves another sale: reused?</source>
            <translation>यह रेफ़रेंस {day} का जमा है, या किसी और बिक्री को पक्का करता है: दोबारा इस्तेमाल?</translation>
        </message>
        <message>
            <source>Proved by hand.</source>
            <translation>हाथ से पक्का किया गया।</translation>
        </message>
        <message>
            <source>Received under another reference</source>
            <translation>दूसरे रेफ़रेंस से मिला</translation>
        </message>
        <message>
            <source>Customer still owes it</source>
            <translation>ग्राहक पर अभी बाकी है</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>बट्टे खाते में डाला</translation>
        </message>
        <message>
            <source>Paid over: the excess owed back to the customer</source>
            <translation>ज़्यादा भुगतान: अतिरिक्त राशि ग्राहक को लौटानी है</translation>
        </message>
        <message numerus="yes">
            <source>{layout}: %n row(s) read, {new} new.</source>
            <translation>
                <numerusform>{layout}: %n पंक्ति पढ़ी गई, {new} नई।</numerusform>
                <numerusform>{layout}: %n पंक्तियाँ पढ़ी गईं, {new} नई।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) proved by them.</source>
            <translation>
                <numerusform>इससे %n भुगतान पक्का हुआ।</numerusform>
                <numerusform>इनसे %n भुगतान पक्के हुए।</numerusform>
            </translation>
        </message>
        <message>
            <source>No credit of the statements free to prove it carries {reference}.</source>
            <translation>स्टेटमेंट का कोई खाली जमा {reference} नहीं रखता जो इसे पक्का करे।</translation>
        </message>
        <message>
            <source>The statement shows no more than the payment under its reference: there is no excess to accept.</source>
            <translation>स्टेटमेंट इस संदर्भ पर भुगतान से ज़्यादा नहीं दिखाता: स्वीकार करने को कोई अतिरिक्त राशि नहीं है।</translation>
        </message>
        <message>
            <source>The statement's row carrying {reference} is for {amount}, not {expected}.</source>
            <translation>{reference} वाली स्टेटमेंट की पंक्ति {amount} की है, {expected} की नहीं।</translation>
        </message>
        <message>
            <source>{count} new in the agency store, for every counter.</source>
            <translation>एजेंसी स्टोर में {count} नई, हर काउंटर के लिए।</translation>
        </message>
        <message>
            <source>Not shared with the agency store: {reason}</source>
            <translation>एजेंसी स्टोर के साथ साझा नहीं हुआ: {reason}</translation>
        </message>
        <message>
            <source>it awaits a supervisor&apos;s acceptance; its rows are shared once accepted.</source>
            <translation>यह सुपरवाइज़र की स्वीकृति की प्रतीक्षा में है; स्वीकार होने पर इसकी पंक्तियाँ साझा होंगी।</translation>
        </message>
        <message>
            <source>The agency store does not answer: these standings are this counter's own matching of its statements, and may change once the store answers and the day close sees every counter's payments.</source>
            <translation>एजेंसी स्टोर जवाब नहीं दे रहा: ये स्थितियाँ इस काउंटर के अपने स्टेटमेंटों से मिलान की हैं, और स्टोर के जवाब देने पर, जब एजेंसी दिन समाप्ति हर काउंटर के भुगतान देखेगी, बदल सकती हैं।</translation>
        </message>
        <message>
            <source>The statement of account {account}.</source>
            <translation>खाता {account} का स्टेटमेंट।</translation>
        </message>
        <message>
            <source>Charged back: the bank took {amount} back on {day}; the payment is proved no more.</source>
            <translation>चार्जबैक: बैंक ने {day} को {amount} वापस ले लिए; यह भुगतान अब साबित नहीं है।</translation>
        </message>
        <message>
            <source>Returned: the bank sent {amount} of the refund back on {day}; the customer is owed it again.</source>
            <translation>लौटा: बैंक ने {day} को रिफ़ंड के {amount} वापस भेज दिए; यह रकम फिर से ग्राहक का बकाया है।</translation>
        </message>
        <message>
            <source>The rows carrying {references} add up to {amount}, not {expected}: a settlement must add up to the paisa.</source>
            <translation>{references} वाली पंक्तियों का जोड़ {amount} है, {expected} नहीं: निपटान पैसे-पैसे तक मिलना चाहिए।</translation>
        </message>
        <message>
            <source>Reference not on the statement.</source>
            <translation>रेफ़रेंस स्टेटमेंट में नहीं है।</translation>
        </message>
        <message>
            <source>A credit of {amount} on {day} from {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} को {payer} से {amount} का एक जमा दूसरे रेफ़रेंस {reference} के साथ है: यह सुझाव है, सबूत नहीं। फ़ैसला सुपरवाइज़र करेंगे।</translation>
        </message>
        <message>
            <source>A debit of {amount} on {day} to {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} को {payer} को {amount} का एक नामे दूसरे रेफ़रेंस {reference} के साथ है: यह सुझाव है, सबूत नहीं। फ़ैसला सुपरवाइज़र करेंगे।</translation>
        </message>
        <message>
            <source>The sale's customer: {customer}.</source>
            <translation>बिक्री का ग्राहक: {customer}।</translation>
        </message>
        <message>
            <source>This statement carries no balances, so its rows cannot be checked against each other; its payments are not proved until a supervisor accepts it.</source>
            <translation>इस स्टेटमेंट में कोई शेष राशि नहीं है, इसलिए इसकी पंक्तियों को एक-दूसरे से जाँचा नहीं जा सकता; सुपरवाइज़र के स्वीकार करने तक इसके भुगतान पक्के नहीं होते।</translation>
        </message>
        <message numerus="yes">
            <source>The statement {file} ({account}, imported {day}, %n row(s)) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</source>
            <translation>
                <numerusform>स्टेटमेंट {file} ({account}, {day} को आयात, %n पंक्ति) सुपरवाइज़र की स्वीकृति की प्रतीक्षा में है: इसमें कोई शेष राशि नहीं है, इसलिए इसके भुगतान पक्के नहीं हैं।</numerusform>
                <numerusform>स्टेटमेंट {file} ({account}, {day} को आयात, %n पंक्तियाँ) सुपरवाइज़र की स्वीकृति की प्रतीक्षा में है: इसमें कोई शेष राशि नहीं है, इसलिए इसके भुगतान पक्के नहीं हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{file} ({account}, imported {day}, %n row(s)) accepted as the bank's statement</source>
            <translation>
                <numerusform>{file} ({account}, {day} को आयात, %n पंक्ति) बैंक के स्टेटमेंट के रूप में स्वीकार किया गया</numerusform>
                <numerusform>{file} ({account}, {day} को आयात, %n पंक्तियाँ) बैंक के स्टेटमेंट के रूप में स्वीकार किया गया</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BANK_LOOKUP</name>
        <message>
            <source>Proved by the statement, by its reference</source>
            <translation>स्टेटमेंट से पक्का, उसके रेफ़रेंस से</translation>
        </message>
        <message>
            <source>Proved by hand, by a supervisor</source>
            <translation>हाथ से पक्का, सुपरवाइज़र द्वारा</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>अभी स्टेटमेंट में नहीं</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>संदिग्ध</translation>
        </message>
        <message>
            <source>{tender} {amount}, reference {reference}, taken {moment}</source>
            <translation>{tender} {amount}, संदर्भ {reference}, {moment} को लिया गया</translation>
        </message>
        <message>
            <source>Statement: {amount} on {day}, reference {reference}, from {payer}. {narration}</source>
            <translation>स्टेटमेंट: {day} को {amount}, संदर्भ {reference}, भुगतान करने वाला {payer}। {narration}</translation>
        </message>
        <message>
            <source>Reported by the app, payout not yet in the bank</source>
            <translation>ऐप ने बताया, पर भुगतान अभी बैंक में नहीं आया</translation>
        </message>
        <message>
            <source>In a statement awaiting a supervisor's acceptance</source>
            <translation>ऐसे स्टेटमेंट में, जो सुपरवाइज़र की स्वीकृति की प्रतीक्षा में है</translation>
        </message>
    </context>
    <context>
        <name>BANK_MAPPING</name>
        <message>
            <source>&amp;Date</source>
            <translation>तारीख़ (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Time</source>
            <translation>समय (&amp;T)</translation>
        </message>
        <message>
            <source>Pa&amp;yer (name or UPI ID)</source>
            <translation>भुगतान करने वाला (नाम या UPI ID) (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>विवरण (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Reference (UTR, RRN)</source>
            <translation>रेफ़रेंस (UTR, RRN) (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Withdrawal (money out)</source>
            <translation>निकासी (पैसा बाहर) (&amp;W)</translation>
        </message>
        <message>
            <source>De&amp;posit (money in)</source>
            <translation>जमा (पैसा अंदर) (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Amount (one column)</source>
            <translation>राशि (एक कॉलम) (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Cr/Dr column</source>
            <translation>Cr/Dr कॉलम (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Balance</source>
            <translation>बैलेंस (&amp;B)</translation>
        </message>
        <message>
            <source>Which column holds what</source>
            <translation>किस कॉलम में क्या है</translation>
        </message>
        <message>
            <source>{name} is of no bank layout this counter knows. Choose which of its columns holds each figure: the choice is kept for the next file of that bank.</source>
            <translation>{name} किसी ऐसे बैंक लेआउट का नहीं है जिसे यह काउंटर जानता है। चुनें कि इसके किस कॉलम में कौन-सा आँकड़ा है: यह चुनाव उस बैंक की अगली फ़ाइल के लिए रखा जाता है।</translation>
        </message>
        <message>
            <source>&amp;Import with these columns</source>
            <translation>इन कॉलम से आयात करें (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Choose the date, and either the one amount column or both the withdrawal and the deposit columns.</source>
            <translation>तारीख़ चुनें, और या तो एक राशि वाला कॉलम या निकासी और जमा दोनों कॉलम।</translation>
        </message>
        <message>
            <source>Pay&amp;out&apos;s reference (settlement UTR)</source>
            <translation>पेआउट का संदर्भ (सेटलमेंट UTR) (&amp;O)</translation>
        </message>
        <message>
            <source>The app&apos;s &amp;fee</source>
            <translation>ऐप की फ़ीस (&amp;F)</translation>
        </message>
        <message>
            <source>Ta&amp;x on the fee</source>
            <translation>फ़ीस पर टैक्स (&amp;X)</translation>
        </message>
        <message>
            <source>N&amp;et (what reaches the bank)</source>
            <translation>शुद्ध राशि (जो बैंक पहुँचती है) (&amp;E)</translation>
        </message>
        <message>
            <source>Report&apos;s payment&amp;s</source>
            <translation>रिपोर्ट के भुगतान (&amp;S)</translation>
        </message>
        <message>
            <source>Columns saved for {name}</source>
            <translation>{name} के लिए रखे गए कॉलम</translation>
        </message>
    </context>
    <context>
        <name>BANK_MODEL</name>
        <message>
            <source>Taken</source>
            <translation>लिया गया</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>रसीद</translation>
        </message>
        <message>
            <source>Tender</source>
            <translation>भुगतान का तरीका</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>राशि</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>रेफ़रेंस</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>क्यों</translation>
        </message>
        <message>
            <source>Payer</source>
            <translation>भुगतान करने वाला</translation>
        </message>
        <message>
            <source>Resolved</source>
            <translation>सुलझाया</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>App</source>
            <translation>ऐप</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Credited</source>
            <translation>जमा हुआ</translation>
        </message>
        <message>
            <source>Report says</source>
            <translation>रिपोर्ट के अनुसार</translation>
        </message>
        <message>
            <source>Settles</source>
            <translation>किन भुगतानों का</translation>
        </message>
        <message>
            <source>Arrived</source>
            <translation>आया या नहीं</translation>
        </message>
        <message>
            <source>{tender} refund</source>
            <translation>{tender} रिफ़ंड</translation>
        </message>
    </context>
    <context>
        <name>BANK_PANEL</name>
        <message>
            <source>Details</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>S&amp;top the import</source>
            <translation>आयात रोकें (&amp;T)</translation>
        </message>
        <message>
            <source>Import it &amp;again</source>
            <translation>दोबारा आयात करें (&amp;A)</translation>
        </message>
        <message>
            <source>I&amp;mport a statement…</source>
            <translation>स्टेटमेंट आयात करें… (&amp;M)</translation>
        </message>
        <message>
            <source>The bank's statement or a UPI settlement report (CSV, Excel, MT940): each UPI and bank payment of the till is matched to its credit</source>
            <translation>बैंक का स्टेटमेंट या UPI सेटलमेंट रिपोर्ट (CSV, Excel, MT940): गल्ले का हर UPI और बैंक भुगतान उसके जमा से मिलाया जाता है</translation>
        </message>
        <message>
            <source>Import the bank's statement to prove the UPI and bank takings.</source>
            <translation>UPI और बैंक की कमाई पक्की करने के लिए बैंक का स्टेटमेंट आयात करें।</translation>
        </message>
        <message>
            <source>Proved</source>
            <translation>पक्का</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>अभी स्टेटमेंट में नहीं</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>संदिग्ध</translation>
        </message>
        <message>
            <source>Customer still owes</source>
            <translation>ग्राहक पर अभी बाकी</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>बट्टे खाते में डाला</translation>
        </message>
        <message>
            <source>Payments questioned</source>
            <translation>संदिग्ध भुगतान</translation>
        </message>
        <message>
            <source>No payment is questioned.</source>
            <translation>कोई भुगतान संदिग्ध नहीं है।</translation>
        </message>
        <message>
            <source>Re&amp;solve…</source>
            <translation>सुलझाएँ… (&amp;S)</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>लुकअप में खोलें (&amp;L)</translation>
        </message>
        <message>
            <source>Credits that match no sale</source>
            <translation>जमा जो किसी बिक्री से नहीं मिलते</translation>
        </message>
        <message>
            <source>Every credit matches a sale.</source>
            <translation>हर जमा किसी बिक्री से मिलता है।</translation>
        </message>
        <message>
            <source>Import a statement</source>
            <translation>स्टेटमेंट आयात करें</translation>
        </message>
        <message>
            <source>Statements</source>
            <translation>स्टेटमेंट</translation>
        </message>
        <message>
            <source>Reading the statement…</source>
            <translation>स्टेटमेंट पढ़ा जा रहा है…</translation>
        </message>
        <message>
            <source>Payouts of the payment apps</source>
            <translation>पेमेंट ऐप्स के पेआउट</translation>
        </message>
        <message>
            <source>No settlement report names a payout yet.</source>
            <translation>अभी किसी सेटलमेंट रिपोर्ट में कोई पेआउट नहीं है।</translation>
        </message>
        <message>
            <source>Credits that match no sale, or the payment apps' payouts</source>
            <translation>जमा जो किसी बिक्री से नहीं मिलते, या पेमेंट ऐप्स के पेआउट</translation>
        </message>
        <message>
            <source>No statement imported yet.</source>
            <translation>अभी कोई स्टेटमेंट इम्पोर्ट नहीं हुआ।</translation>
        </message>
        <message>
            <source>{tender} takings</source>
            <translation>{tender} प्राप्तियाँ</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} रिफ़ंड</translation>
        </message>
        <message>
            <source>Settl&amp;e with credits…</source>
            <translation>जमा से निपटाएँ… (&amp;E)</translation>
        </message>
    </context>
    <context>
        <name>BANK_UNCHECKED</name>
        <message>
            <source>Accept the stateme&amp;nt…</source>
            <translation>स्टेटमेंट स्वीकार करें… (&amp;N)</translation>
        </message>
    </context>
    <context>
        <name>BANK_PAYOUTS</name>
        <message numerus="yes">
            <source>%n payment(s)</source>
            <translation>
                <numerusform>%n भुगतान</numerusform>
                <numerusform>%n भुगतान</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n रिफ़ंड</numerusform>
                <numerusform>%n रिफ़ंड</numerusform>
            </translation>
        </message>
        <message>
            <source>{payments}: {amount}</source>
            <translation>{payments}: {amount}</translation>
        </message>
        <message>
            <source>Arrived in full</source>
            <translation>पूरा आ गया</translation>
        </message>
        <message>
            <source>{amount} missing</source>
            <translation>{amount} कम आया</translation>
        </message>
        <message>
            <source>{amount} more than the report says</source>
            <translation>रिपोर्ट से {amount} ज़्यादा आया</translation>
        </message>
        <message>
            <source>No credit of the bank statements carries it: {amount} missing</source>
            <translation>बैंक स्टेटमेंट की किसी जमा में यह नहीं है: {amount} नहीं आया</translation>
        </message>
        <message>
            <source>Not in the bank statement yet</source>
            <translation>अभी बैंक स्टेटमेंट में नहीं</translation>
        </message>
        <message>
            <source>{amount} missing: a fee the report does not show</source>
            <translation>{amount} कम आया: एक फ़ीस जो रिपोर्ट में नहीं है</translation>
        </message>
    </context>
    <context>
        <name>BANK_PROOFS</name>
        <message>
            <source>UPI and bank payments</source>
            <translation>UPI और बैंक भुगतान</translation>
        </message>
    </context>
    <context>
        <name>BANK_RESOLVE</name>
        <message>
            <source>{tender} {amount}, reference {reference}, receipt {receipt}.</source>
            <translation>{tender} {amount}, रेफ़रेंस {reference}, रसीद {receipt}।</translation>
        </message>
        <message>
            <source>Reference or reason</source>
            <translation>रेफ़रेंस या कारण</translation>
        </message>
        <message>
            <source>&amp;Reference or reason</source>
            <translation>रेफ़रेंस या कारण (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Resolve</source>
            <translation>सुलझाएँ (&amp;R)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>e.g. pays at the counter on Friday</source>
            <translation>जैसे शुक्रवार को काउंटर पर देंगे</translation>
        </message>
        <message>
            <source>why it is written off</source>
            <translation>बट्टे खाते में डालने का कारण</translation>
        </message>
        <message>
            <source>e.g. paid a rupee over; to be given back</source>
            <translation>जैसे एक रुपया ज़्यादा दिया; लौटाना है</translation>
        </message>
        <message>
            <source>the reference the credit carries; paid in several transfers, each one's</source>
            <translation>जमा का रेफ़रेंस; कई ट्रांसफ़र में भुगतान हो तो हर एक का</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE</name>
        <message>
            <source>Payments chosen: {owed}. Credits chosen: {received}.</source>
            <translation>चुने गए भुगतान: {owed}। चुने गए जमा: {received}।</translation>
        </message>
        <message>
            <source>They add up.</source>
            <translation>दोनों बराबर हैं।</translation>
        </message>
        <message>
            <source>They differ by {amount}.</source>
            <translation>दोनों में {amount} का अंतर है।</translation>
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
                <numerusform>{amount} का %n भुगतान ({receipts}) {references} के तहत मिला</numerusform>
                <numerusform>{amount} के %n भुगतान ({receipts}) {references} के तहत मिले</numerusform>
            </translation>
        </message>
        <message>
            <source>Tick the payment, or the payments, to settle.</source>
            <translation>निपटाने के लिए भुगतान, या भुगतानों, पर सही का निशान लगाएँ।</translation>
        </message>
        <message>
            <source>Tick the credits that paid them.</source>
            <translation>जिन जमा से इनका भुगतान हुआ, उन पर सही का निशान लगाएँ।</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE_DIALOG</name>
        <message>
            <source>Settle with the statement's credits</source>
            <translation>स्टेटमेंट के जमा से निपटाएँ</translation>
        </message>
        <message>
            <source>Tick the payments and the credits that paid them: one payment in several transfers, or one payout of many payments. They must add up to the paisa.</source>
            <translation>भुगतानों और उन्हें चुकाने वाले जमा पर सही का निशान लगाएँ: कई ट्रांसफ़र में एक भुगतान, या कई भुगतानों का एक पेआउट। दोनों पैसे-पैसे तक बराबर होने चाहिए।</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>भुगतान</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>जमा</translation>
        </message>
        <message>
            <source>&amp;Payments</source>
            <translation>भुगतान (&amp;P)</translation>
        </message>
        <message>
            <source>C&amp;redits</source>
            <translation>जमा (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Settle</source>
            <translation>निपटाएँ (&amp;S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
    </context>
    <context>
        <name>BILL_MODEL</name>
        <message>
            <source>Item</source>
            <translation>मद</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>राशि</translation>
        </message>
    </context>
    <context>
        <name>BOOKABLE_MODEL</name>
        <message>
            <source>Booking closes</source>
            <translation>बुकिंग बंद होगी</translation>
        </message>
        <message>
            <source>Closes in</source>
            <translation>बंद होने में</translation>
        </message>
        <message>
            <source>Bookable</source>
            <translation>बुक हो सकता है</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>ऑपरेटर ने रद्द की</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CANCEL</name>
        <message>
            <source>the whole booking</source>
            <translation>पूरी बुकिंग</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n यात्री</numerusform>
                <numerusform>%n यात्री</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CARD</name>
        <message>
            <source>{amount} owed to the customer, not yet paid</source>
            <translation>ग्राहक को {amount} लौटाना बाकी है, अभी दिया नहीं</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>वॉलेट में वापस</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>वॉलेट से कटा</translation>
        </message>
        <message>
            <source>{trip} · {boat} · {day} · departs {departs}</source>
            <translation>{trip} · {boat} · {day} · प्रस्थान {departs}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>कन्फ़र्म</translation>
        </message>
        <message>
            <source>Passengers of the booking</source>
            <translation>बुकिंग के यात्री</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel.</source>
            <translation>जिन यात्रियों को रद्द करना है, उन पर टिक लगाएँ।</translation>
        </message>
        <message>
            <source>Fare</source>
            <translation>किराया</translation>
        </message>
        <message>
            <source>Permit</source>
            <translation>परमिट</translation>
        </message>
        <message>
            <source>Passengers (tick the ones to cancel)</source>
            <translation>यात्री (जिन्हें रद्द करना है, उन पर टिक लगाएँ)</translation>
        </message>
        <message>
            <source>Passengers and money</source>
            <translation>यात्री और राशि</translation>
        </message>
        <message>
            <source>Seats (active of booked)</source>
            <translation>सीटें (बुक की गई में से सक्रिय)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Balance&lt;/b&gt;</source>
            <translation>&lt;b&gt;शेष राशि&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Journal status</source>
            <translation>जर्नल स्थिति</translation>
        </message>
        <message>
            <source>Journal entry</source>
            <translation>जर्नल प्रविष्टि</translation>
        </message>
        <message>
            <source>Money and ledger</source>
            <translation>राशि और खाता-बही</translation>
        </message>
        <message>
            <source>{active} of {booked}</source>
            <translation>{booked} में से {active}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CONTROLLER</name>
        <message>
            <source>A booking is still being confirmed. Start the next sale when it is done.</source>
            <translation>एक बुकिंग की पुष्टि अभी चल रही है। उसके पूरा होने पर अगली बिक्री शुरू करें।</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come</source>
            <translation>पिछली बिक्री का जवाब नहीं आया है</translation>
        </message>
        <message>
            <source>{notice} Start another sale anyway? A sale for the same trip, day and customer is not sent until that one is settled.</source>
            <translation>{notice} फिर भी दूसरी बिक्री शुरू करें? उसी यात्रा, दिन और ग्राहक की बिक्री तब तक नहीं भेजी जाती जब तक वह पिछली बिक्री निपट न जाए।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_DRAFT</name>
        <message>
            <source>no customer yet</source>
            <translation>अभी कोई ग्राहक नहीं</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n यात्री</numerusform>
                <numerusform>%n यात्री</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_EXCHANGE</name>
        <message>
            <source>Booking {old} was exchanged for {new}: one receipt, {receipt}.</source>
            <translation>बुकिंग {old} को {new} से बदल दिया गया: दोनों के लिए एक रसीद, {receipt}।</translation>
        </message>
        <message>
            <source>The new booking {new} is made and paid, but booking {old} is still held ({what}): its cancellation did not go through ({why}). Press Retry the cancellation now or later; the app also tries it at the next start.</source>
            <translation>नई बुकिंग {new} बन गई है और भुगतान हो गया है, पर बुकिंग {old} अभी भी रखी हुई है ({what}): उसका रद्दीकरण नहीं हो पाया ({why})। अभी या बाद में ‘रद्दीकरण फिर से करें’ दबाएँ; ऐप अगली बार शुरू होने पर भी इसे आज़माता है।</translation>
        </message>
        <message>
            <source>Booking {booking} was not sold and paid for at this counter: it cannot be exchanged here.</source>
            <translation>बुकिंग {booking} इस काउंटर पर बेची और चुकाई नहीं गई थी: इसे यहाँ बदला नहीं जा सकता।</translation>
        </message>
        <message>
            <source>Nothing of booking {booking} is left to move.</source>
            <translation>बुकिंग {booking} में बदलने के लिए कुछ नहीं बचा है।</translation>
        </message>
        <message>
            <source>Nothing is to pay: take no tender.</source>
            <translation>कुछ भी चुकाना नहीं है: कोई भुगतान न लें।</translation>
        </message>
        <message>
            <source>it starts {moment}</source>
            <translation>यह {moment} पर शुरू होती है</translation>
        </message>
        <message>
            <source>it starts on {day}</source>
            <translation>यह {day} को शुरू होती है</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start, and {when}.</source>
            <translation>बुकिंग {booking} अब रद्द नहीं की जा सकती, इसलिए इसे दूसरे दिन पर नहीं ले जाया जा सकता: रद्द करना शुरू होने से 24 घंटे पहले बंद हो जाता है, और {when}।</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start.</source>
            <translation>बुकिंग {booking} अब रद्द नहीं की जा सकती, इसलिए इसे दूसरे दिन पर नहीं ले जाया जा सकता: रद्द करना शुरू होने से 24 घंटे पहले बंद हो जाता है।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>डिस्क भर गई है</translation>
        </message>
        <message>
            <source>its journal is in use by another program (another Counterdesk window?)</source>
            <translation>इसकी जर्नल किसी दूसरे प्रोग्राम में खुली है (Counterdesk की दूसरी विंडो?)</translation>
        </message>
        <message>
            <source>its journal folder is read-only</source>
            <translation>इसका जर्नल फ़ोल्डर केवल पढ़ने योग्य है</translation>
        </message>
        <message>
            <source>its journal file is damaged or the disk cannot be read</source>
            <translation>इसकी जर्नल फ़ाइल ख़राब है या डिस्क पढ़ी नहीं जा सकती</translation>
        </message>
        <message>
            <source>This computer cannot save the cancellation: {reason}. Nothing was sent or charged.</source>
            <translation>यह कंप्यूटर रद्दीकरण सहेज नहीं सकता: {reason}। कुछ नहीं भेजा गया, कोई राशि नहीं ली गई।</translation>
        </message>
        <message>
            <source>This computer cannot save the sale: {reason}. Nothing was sent or charged.</source>
            <translation>यह कंप्यूटर बिक्री सहेज नहीं सकता: {reason}। कुछ नहीं भेजा गया, कोई राशि नहीं ली गई।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FLOW</name>
        <message>
            <source>Customer phone is not a phone number ({hint}).</source>
            <translation>ग्राहक का फ़ोन सही फ़ोन नंबर नहीं है ({hint})।</translation>
        </message>
        <message>
            <source>It is sold out.</source>
            <translation>सभी सीटें बिक चुकी हैं।</translation>
        </message>
        <message numerus="yes">
            <source>Only %n seat(s) are left.</source>
            <translation>
                <numerusform>केवल %n सीट बची है।</numerusform>
                <numerusform>केवल %n सीटें बची हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>This departure has no fare for this passenger.</source>
            <translation>इस प्रस्थान में इस यात्री के लिए कोई किराया नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FORM</name>
        <message>
            <source>an ID type</source>
            <translation>ID का प्रकार</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>दस्तावेज़ संख्या</translation>
        </message>
        <message>
            <source>a scan of the document</source>
            <translation>दस्तावेज़ का स्कैन</translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan.</source>
            <translation>विदेशी यात्रियों के लिए पासपोर्ट, उसकी संख्या और स्कैन हमेशा ज़रूरी हैं।</translation>
        </message>
        <message>
            <source>This trip needs {needs} for every passenger.</source>
            <translation>इस यात्रा में हर यात्री के लिए {needs} ज़रूरी है।</translation>
        </message>
        <message>
            <source>&amp;Seats</source>
            <translation>सीटें (&amp;S)</translation>
        </message>
        <message>
            <source>Passenger&amp;s</source>
            <translation>यात्री (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Quick passenger</source>
            <translation>त्वरित यात्री (&amp;Q)</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>समीक्षा (&amp;V)…</translation>
        </message>
        <message>
            <source>Ctrl+Enter. Checks the sale; nothing is sent yet.</source>
            <translation>Ctrl+Enter। बिक्री की जाँच करता है; अभी कुछ भेजा नहीं जाता।</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>ग्राहक</translation>
        </message>
        <message>
            <source>Check passenger {numbers}.</source>
            <translation>यात्री {numbers} जाँचें।</translation>
        </message>
        <message numerus="yes">
            <source>Nothing was sent: %n field(s) need(s) attention.</source>
            <translation>
                <numerusform>कुछ नहीं भेजा गया: %n फ़ील्ड पर ध्यान दें।</numerusform>
                <numerusform>कुछ नहीं भेजा गया: %n फ़ील्ड पर ध्यान दें।</numerusform>
            </translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet}</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · वॉलेट से कटेंगे {wallet}</translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet} (passengers without age or nationality not priced yet)</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · वॉलेट से कटेंगे {wallet} (बिना उम्र या राष्ट्रीयता वाले यात्रियों की कीमत अभी नहीं जुड़ी)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_LEFT</name>
        <message>
            <source>That sale is not waiting for an answer any more: nothing to decide.</source>
            <translation>वह बिक्री अब जवाब का इंतज़ार नहीं कर रही: तय करने को कुछ नहीं है।</translation>
        </message>
        <message>
            <source>The sale {customer} left came through as booking {booking}: the app cancelled it (the service kept {fee}).</source>
            <translation>{customer} की छोड़ी हुई बिक्री बुकिंग {booking} के रूप में हो गई थी: ऐप ने उसे रद्द कर दिया (सेवा ने {fee} रखे)।</translation>
        </message>
        <message>
            <source>{done} Give {customer} back {amount} by {mode}: the refund is recorded.</source>
            <translation>{done} {customer} को {amount} {mode} से लौटाएँ: रिफ़ंड दर्ज हो गया है।</translation>
        </message>
        <message>
            <source>{done} Refund owed to {customer}: {amount}.</source>
            <translation>{done} {customer} को रिफ़ंड देना बाकी है: {amount}।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_PASSENGERS</name>
        <message>
            <source>card genuine (UIDAI signature)</source>
            <translation>कार्ड असली (UIDAI का हस्ताक्षर)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_REPLAY</name>
        <message>
            <source>{request} went through: the service credited {currency} {amount} back to the agency's wallet (refund {reference}). What the customer gets back is shown in Lookup.</source>
            <translation>{request} पूरा हो गया: सर्विस ने एजेंसी के वॉलेट में {currency} {amount} वापस जमा किए (रिफ़ंड {reference})। ग्राहक को कितना वापस मिलेगा, यह लुकअप में दिखता है।</translation>
        </message>
        <message>
            <source>The cancellation of booking {reference}</source>
            <translation>बुकिंग {reference} का रद्दीकरण</translation>
        </message>
        <message>
            <source>The booking for {customer} ({product}, {date})</source>
            <translation>{customer} की बुकिंग ({product}, {date})</translation>
        </message>
        <message>
            <source>{request} is not confirmed yet: {why}</source>
            <translation>{request} की अभी पुष्टि नहीं हुई: {why}</translation>
        </message>
        <message>
            <source>the service did not answer ({problem}). It will be tried again.</source>
            <translation>सेवा ने उत्तर नहीं दिया ({problem})। फिर से कोशिश की जाएगी।</translation>
        </message>
        <message>
            <source>it was sent as agent {agent} ({tenant}); it is resolved when the app next runs with that agent's key.</source>
            <translation>यह एजेंट {agent} ({tenant}) के रूप में भेजा गया था; यह तब सुलझेगा जब ऐप अगली बार उसी एजेंट की कुंजी से चलेगा।</translation>
        </message>
        <message>
            <source>it is older than the 30 days the service keeps answers, so sending it again could book it twice. Check it with the service.</source>
            <translation>यह 30 दिनों से पुराना है, जितने दिन सेवा उत्तर रखती है, इसलिए दोबारा भेजने पर दो बार बुकिंग हो सकती है। सेवा से जाँच करें।</translation>
        </message>
        <message>
            <source>it cannot be sent again as it was ({problem}).</source>
            <translation>इसे पहले जैसा दोबारा नहीं भेजा जा सकता ({problem})।</translation>
        </message>
        <message>
            <source>this computer cannot save it now: {reason}.</source>
            <translation>यह कंप्यूटर इसे अभी सहेज नहीं सकता: {reason}।</translation>
        </message>
        <message>
            <source>{request} went through: booking {reference}.</source>
            <translation>{request} पूरी हुई: बुकिंग {reference}।</translation>
        </message>
        <message>
            <source>{problem} It will be tried again.</source>
            <translation>{problem} फिर से कोशिश की जाएगी।</translation>
        </message>
        <message>
            <source>{request} was not made: {problem}</source>
            <translation>{request} नहीं हुई: {problem}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_UNRESOLVED</name>
        <message>
            <source>amount not priced</source>
            <translation>राशि तय नहीं</translation>
        </message>
        <message>
            <source>sent at {time}</source>
            <translation>{time} पर भेजा गया</translation>
        </message>
        <message>
            <source>never sent (written down at {time})</source>
            <translation>कभी नहीं भेजा गया ({time} पर दर्ज)</translation>
        </message>
        <message>
            <source>{customer}, {product} on {date}, {amount}, {sent}</source>
            <translation>{customer}, {date} को {product}, {amount}, {sent}</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come: {sale}.</source>
            <translation>पिछली बिक्री का उत्तर नहीं आया है: {sale}।</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer, so it is not sent: it could be charged twice. The app keeps asking the service; sell it again only once that sale is settled.</source>
            <translation>{notice} यह बिक्री उसी यात्रा, दिन और ग्राहक के लिए है, इसलिए नहीं भेजी गई: राशि दो बार कट सकती है। ऐप सेवा से पूछता रहता है; वह बिक्री निपटने के बाद ही इसे फिर से बेचें।</translation>
        </message>
        <message>
            <source>Stopped: the journal shows it was never sent.</source>
            <translation>रोका गया: जर्नल के अनुसार यह कभी नहीं भेजा गया।</translation>
        </message>
        <message>
            <source>booking {reference}</source>
            <translation>बुकिंग {reference}</translation>
        </message>
        <message>
            <source>refund {reference}</source>
            <translation>रिफ़ंड {reference}</translation>
        </message>
        <message>
            <source>Not saved on this computer yet ({reason}): {names}. The app keeps trying.</source>
            <translation>इस कंप्यूटर पर अभी सहेजा नहीं गया ({reason}): {names}। ऐप कोशिश करता रहेगा।</translation>
        </message>
        <message>
            <source>Not saved on this computer yet: {names}. The app keeps trying.</source>
            <translation>इस कंप्यूटर पर अभी सहेजा नहीं गया: {names}। ऐप कोशिश करता रहेगा।</translation>
        </message>
        <message>
            <source>This sale may have reached the service, so it may be booked and paid. Only the service's answer can close it; if the customer has left, a supervisor can have it cancelled as soon as it shows booked.</source>
            <translation>यह बिक्री शायद सेवा तक पहुँच गई है, इसलिए बुकिंग और भुगतान हो चुका हो सकता है। इसे सिर्फ़ सेवा का जवाब बंद कर सकता है; अगर ग्राहक चला गया है, तो सुपरवाइज़र तय कर सकते हैं कि बुकिंग दिखते ही उसे रद्द किया जाए।</translation>
        </message>
    </context>
    <context>
        <name>BOOKS_CHECKS</name>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books do not balance (debits {amount}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: बही-खाते में इसकी पंक्तियाँ बराबर नहीं हैं (डेबिट {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books ({amount}) are not what its rule posts from it ({was}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: बही-खाते में इसकी पंक्तियाँ ({amount}) वह नहीं हैं जो इसका नियम इससे दर्ज करता है ({was})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the drawer in the books is below zero ({amount}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: इसके बाद बही-खाते में ड्रॉअर शून्य से नीचे है ({amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the wallet's credit used is in debit in the books ({amount}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: इसके बाद बही-खाते में वॉलेट का इस्तेमाल हुआ क्रेडिट डेबिट में है ({amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: edited in the books after it was sent ({amount}; the agency store received {was}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: भेजे जाने के बाद बही-खाते में बदला गया ({amount}; एजेंसी स्टोर को {was} मिला था)।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: deleted from the books after it was sent (the agency store holds it, {amount}).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: भेजे जाने के बाद बही-खाते से मिटाया गया (एजेंसी स्टोर में है, {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: posted twice in the books ({amount} again).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: बही-खाते में दो बार दर्ज ({amount} फिर से)।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: the books do not hold it as the money events' chain sealed it when it was posted ({amount} in the books now).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: बही-खाते में यह वैसा नहीं है जैसा दर्ज होते समय लेन-देनों की श्रृंखला ने इसे सील किया था (अभी बही-खाते में {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: in the counter's books ({amount}), never posted at its till nor sent to the agency store.</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: काउंटर के बही-खाते में है ({amount}), पर न उसके गल्ले पर दर्ज हुआ, न एजेंसी स्टोर को भेजा गया।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: rewritten at the counter after its link reached the agency store, before it was sent ({amount} as sent).</source>
            <translation>लेन-देन {event}, बुकिंग {booking}: इसकी कड़ी एजेंसी स्टोर पहुँचने के बाद और भेजे जाने से पहले काउंटर पर दोबारा लिखा गया (भेजे गए रूप में {amount})।</translation>
        </message>
        <message>
            <source>The counter's books ({amount} in debits) are not the agency store's copy of its events ({was}) with the changes its check names: rewritten beyond them.</source>
            <translation>काउंटर का बही-खाता (कुल डेबिट {amount}) एजेंसी स्टोर में उसके लेन-देनों की प्रति ({was}) से, उसकी जाँच में बताए बदलावों के साथ भी, मेल नहीं खाता: उनसे आगे भी बदला गया है।</translation>
        </message>
        <message>
            <source>Event {event}: after the close's count the drawer in the books differs by {amount} from what was counted ({was}).</source>
            <translation>लेन-देन {event}: समापन की गिनती के बाद बही-खाते में ड्रॉअर गिनी गई रकम ({was}) से {amount} अलग है।</translation>
        </message>
        <message>
            <source>Account {account}, event {event}: at the latest statement's closing day ({was} by the statement), {amount} of its balance in the books is explained neither by a line of the statement nor as an entry it does not show yet.</source>
            <translation>खाता {account}, लेन-देन {event}: नवीनतम स्टेटमेंट के अंतिम दिन (स्टेटमेंट के अनुसार {was}) बही-खाते में इसकी शेष राशि के {amount} का हिसाब न स्टेटमेंट की किसी पंक्ति से मिलता है, न ऐसी किसी प्रविष्टि से जिसे स्टेटमेंट अभी नहीं दिखाता।</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the charge's taxable value the GSTR-1 states of its documents of the agent's scheme, net of credit notes ({was}).</source>
            <translation>खाता {account}, बुकिंग {booking}: बही-खाता GSTR-1 में एजेंट योजना के इसके दस्तावेज़ों के सेवा शुल्क के कर योग्य मूल्य से, क्रेडिट नोट घटाकर ({was}), {amount} अलग है।</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the output tax of its head the GSTR-1 states of its documents, net of credit notes ({was}).</source>
            <translation>खाता {account}, बुकिंग {booking}: बही-खाता GSTR-1 में इसके दस्तावेज़ों के इस मद के आउटपुट कर से, क्रेडिट नोट घटाकर ({was}), {amount} अलग है।</translation>
        </message>
        <message>
            <source>Account {account}: the books differ by {amount} from what its payments and refunds the bank has not proved and the payouts' shortfalls explain ({was}).</source>
            <translation>खाता {account}: बही-खाता उस रकम ({was}) से {amount} अलग है जो इसके वे भुगतान और रिफ़ंड, जिन्हें बैंक ने साबित नहीं किया, और पेआउट की कमी समझाते हैं।</translation>
        </message>
    </context>
    <context>
        <name>BOOK_SCREEN</name>
        <message>
            <source>&lt;h2&gt;Book&lt;/h2&gt;&lt;p&gt;Choose a slot or a departure in the Catalogue (Ctrl+1): open an item with Enter, pick a row and press Enter again. The sale starts here.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;बुक करें&lt;/h2&gt;&lt;p&gt;कैटलॉग (Ctrl+1) में स्लॉट या प्रस्थान चुनें: Enter से आइटम खोलें, एक पंक्ति चुनें और फिर Enter दबाएँ। बिक्री यहीं शुरू होती है।&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BREACH</name>
        <message>
            <source>scans of ID documents</source>
            <translation>पहचान पत्रों की स्कैन कॉपी</translation>
        </message>
        <message>
            <source>ID document numbers</source>
            <translation>पहचान पत्रों के नंबर</translation>
        </message>
        <message>
            <source>phone numbers and e-mail addresses</source>
            <translation>फ़ोन नंबर और ई-मेल पते</translation>
        </message>
        <message>
            <source>names</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>from {began}, not known to have ended</source>
            <translation>{began} से, ख़त्म होने का पता नहीं</translation>
        </message>
        <message>
            <source>from {began} to {ended}</source>
            <translation>{began} से {ended} तक</translation>
        </message>
        <message>
            <source>Someone could try to use your ID document's details to pretend to be you, for example to open an account or a SIM card in your name.</source>
            <translation>कोई आपके पहचान पत्र की जानकारी से आप बनकर, जैसे आपके नाम पर खाता या सिम कार्ड खोलने की, कोशिश कर सकता है।</translation>
        </message>
        <message>
            <source>You may receive calls, messages or e-mails that pretend to come from us or from a bank, asking for money or passwords.</source>
            <translation>आपको ऐसे कॉल, मैसेज या ई-मेल आ सकते हैं जो हमारी या किसी बैंक की ओर से होने का दावा करके पैसे या पासवर्ड माँगें।</translation>
        </message>
        <message>
            <source>Your name alone is unlikely to harm you.</source>
            <translation>सिर्फ़ आपके नाम से आपको नुकसान होने की संभावना कम है।</translation>
        </message>
        <message>
            <source>Do not share passwords, OTPs or card numbers with anyone who calls or writes about this; we will never ask for them.</source>
            <translation>इस बारे में कॉल या मैसेज करने वाले किसी को भी पासवर्ड, OTP या कार्ड नंबर न दें; हम ये कभी नहीं माँगेंगे।</translation>
        </message>
        <message>
            <source>Watch for accounts or SIM cards opened in your name, and report any to the police and to the office that issued your ID document.</source>
            <translation>अपने नाम पर खुले खातों या सिम कार्ड पर नज़र रखें, और कोई मिले तो पुलिस को और अपना पहचान पत्र जारी करने वाले दफ़्तर को बताएँ।</translation>
        </message>
        <message>
            <source>{agency}: your personal data may have been exposed</source>
            <translation>{agency}: आपकी निजी जानकारी शायद दूसरों तक पहुँच गई है</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>क्या हुआ</translation>
        </message>
        <message>
            <source>{what} It happened {when} at {where}. It concerns your {kinds} held for your booking {refs}.</source>
            <translation>{what} यह {when} {where} पर हुआ। यह आपकी बुकिंग {refs} के लिए रखी आपकी {kinds} से जुड़ा है।</translation>
        </message>
        <message>
            <source>What it may mean for you</source>
            <translation>आपके लिए इसका क्या मतलब हो सकता है</translation>
        </message>
        <message>
            <source>What we have done</source>
            <translation>हमने क्या किया</translation>
        </message>
        <message>
            <source>What you can do</source>
            <translation>आप क्या कर सकते हैं</translation>
        </message>
        <message>
            <source>Whom to contact</source>
            <translation>किससे संपर्क करें</translation>
        </message>
        <message>
            <source>{contact}, who can answer your questions about this.</source>
            <translation>{contact}, जो इस बारे में आपके सवालों का जवाब दे सकते हैं।</translation>
        </message>
    </context>
    <context>
        <name>BRIDGE</name>
        <message>
            <source>The service is reachable again.</source>
            <translation>सेवा फिर से उपलब्ध है।</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_DETAIL</name>
        <message>
            <source>Details of the item</source>
            <translation>आइटम का विवरण</translation>
        </message>
        <message>
            <source>Description, policies and prices to read out to the customer</source>
            <translation>ग्राहक को पढ़कर सुनाने के लिए विवरण, नियम और कीमतें</translation>
        </message>
        <message>
            <source>Choose an item in the list to see its description, policies and prices.</source>
            <translation>विवरण, नियम और कीमतें देखने के लिए सूची में कोई आइटम चुनें।</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_MODEL</name>
        <message>
            <source>Location</source>
            <translation>स्थान</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>नाव</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>प्रस्थान</translation>
        </message>
        <message>
            <source>Net fare</source>
            <translation>शुद्ध किराया</translation>
        </message>
        <message>
            <source>Per person, the catalogue's fare: no fare GST, no markup</source>
            <translation>प्रति व्यक्ति, कैटलॉग का किराया: बिना किराये का GST, बिना मार्कअप</translation>
        </message>
        <message>
            <source>Per person, what the customer pays: fare GST and service charge included</source>
            <translation>प्रति व्यक्ति, ग्राहक जो चुकाता है: किराये का GST और सेवा शुल्क शामिल</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_SCREEN</name>
        <message>
            <source>Loading boats…</source>
            <translation>नावें लोड हो रही हैं…</translation>
        </message>
        <message>
            <source>Loading activities…</source>
            <translation>गतिविधियाँ लोड हो रही हैं…</translation>
        </message>
        <message>
            <source>Boats {as_of}, refreshing…</source>
            <translation>नावें {as_of}, ताज़ा हो रही हैं…</translation>
        </message>
        <message>
            <source>Boats {as_of}, not refreshed: the service did not answer</source>
            <translation>नावें {as_of}, ताज़ा नहीं हुईं: सेवा ने जवाब नहीं दिया</translation>
        </message>
        <message>
            <source>Activities {as_of}, refreshing…</source>
            <translation>गतिविधियाँ {as_of}, ताज़ा हो रही हैं…</translation>
        </message>
        <message>
            <source>Activities {as_of}, not refreshed: the service did not answer</source>
            <translation>गतिविधियाँ {as_of}, ताज़ा नहीं हुईं: सेवा ने जवाब नहीं दिया</translation>
        </message>
        <message>
            <source>No boats for this date.</source>
            <translation>इस तारीख के लिए कोई नाव नहीं।</translation>
        </message>
        <message>
            <source>No activities for this date.</source>
            <translation>इस तारीख के लिए कोई गतिविधि नहीं।</translation>
        </message>
        <message numerus="yes">
            <source>%n boats</source>
            <translation>
                <numerusform>%n नाव</numerusform>
                <numerusform>%n नावें</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activities</source>
            <translation>
                <numerusform>%n गतिविधि</numerusform>
                <numerusform>%n गतिविधियाँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n boats match the filter</source>
            <translation>
                <numerusform>%n में से {shown} नाव फ़िल्टर से मेल खाती है</numerusform>
                <numerusform>%n में से {shown} नावें फ़िल्टर से मेल खाती हैं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n activities match the filter</source>
            <translation>
                <numerusform>%n में से {shown} गतिविधि फ़िल्टर से मेल खाती है</numerusform>
                <numerusform>%n में से {shown} गतिविधियाँ फ़िल्टर से मेल खाती हैं</numerusform>
            </translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>कैटलॉग</translation>
        </message>
        <message>
            <source>Enter opens the selected item's availability</source>
            <translation>Enter चुने गए आइटम की उपलब्धता खोलता है</translation>
        </message>
        <message>
            <source>Show availability</source>
            <translation>उपलब्धता दिखाएँ</translation>
        </message>
        <message>
            <source>Show availability (Enter)</source>
            <translation>उपलब्धता दिखाएँ (Enter)</translation>
        </message>
        <message>
            <source>This item of the kept list cannot be opened: wait for the service's list (F5).</source>
            <translation>सहेजी गई सूची का यह आइटम नहीं खुल सकता: सेवा की सूची की प्रतीक्षा करें (F5)।</translation>
        </message>
        <message>
            <source>Departures: {title}</source>
            <translation>प्रस्थान: {title}</translation>
        </message>
        <message>
            <source>Slots: {title}</source>
            <translation>स्लॉट: {title}</translation>
        </message>
        <message>
            <source>Nothing left today — showing {day}</source>
            <translation>आज कुछ नहीं बचा — {day} दिखा रहे हैं</translation>
        </message>
        <message>
            <source>No slots on this date. Try another date.</source>
            <translation>इस तारीख पर कोई स्लॉट नहीं। दूसरी तारीख देखें।</translation>
        </message>
        <message>
            <source>No departures on this date. Try another date.</source>
            <translation>इस तारीख पर कोई प्रस्थान नहीं। दूसरी तारीख देखें।</translation>
        </message>
        <message>
            <source>The list last seen, kept on this computer. Opening an item asks the service for its seats and prices: nothing is booked from this list.</source>
            <translation>पिछली बार देखी गई सूची, इस कंप्यूटर पर सहेजी गई। आइटम खोलने पर सेवा से उसकी सीटें और कीमतें पूछी जाती हैं: इस सूची से कुछ भी बुक नहीं होता।</translation>
        </message>
        <message>
            <source>Show net fares</source>
            <translation>शुद्ध किराया दिखाएँ</translation>
        </message>
        <message>
            <source>The catalogue's fares per person, without fare GST or markup</source>
            <translation>प्रति व्यक्ति कैटलॉग का किराया, बिना किराये के GST या मार्कअप</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_TOOLBAR</name>
        <message>
            <source>That date cannot be chosen: trips are sold from {first} on.</source>
            <translation>यह तारीख़ नहीं चुनी जा सकती: यात्राएँ {first} से आगे की ही बिकती हैं।</translation>
        </message>
        <message>
            <source>{day} has passed: trips are sold from {first} on.</source>
            <translation>{day} बीत चुका है: यात्राएँ {first} से आगे की ही बिकती हैं।</translation>
        </message>
        <message>
            <source>Activities</source>
            <translation>गतिविधियाँ</translation>
        </message>
        <message>
            <source>Boats</source>
            <translation>नावें</translation>
        </message>
        <message>
            <source>&amp;Activities</source>
            <translation>गतिविधियाँ (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Boats</source>
            <translation>नावें (&amp;B)</translation>
        </message>
        <message>
            <source>Alt+← / Alt+→ change the day</source>
            <translation>Alt+← / Alt+→ से दिन बदलें</translation>
        </message>
        <message>
            <source>{title} (Alt+{key}), then type in the filter</source>
            <translation>{title} (Alt+{key}), फिर फ़िल्टर में लिखें</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>यात्रा की तारीख</translation>
        </message>
        <message>
            <source>Travel date: {keys}, from anywhere on this screen</source>
            <translation>यात्रा की तारीख: {keys}, इस स्क्रीन पर कहीं से भी</translation>
        </message>
        <message>
            <source>Keep this day</source>
            <translation>यही दिन रखें</translation>
        </message>
        <message>
            <source>Ticked, the next sale starts on this travel date too; unticked, each new sale starts on today.</source>
            <translation>टिक होने पर अगली बिक्री भी इसी यात्रा तिथि से शुरू होती है; टिक न होने पर हर नई बिक्री आज से शुरू होती है।</translation>
        </message>
        <message>
            <source>Filter by name, place or description (Ctrl+F)</source>
            <translation>नाम, जगह या विवरण से फ़िल्टर करें (Ctrl+F)</translation>
        </message>
        <message>
            <source>Filter the catalogue</source>
            <translation>कैटलॉग फ़िल्टर करें</translation>
        </message>
        <message>
            <source>Name, place or description; Enter opens the first match (Ctrl+F comes here)</source>
            <translation>नाम, जगह या विवरण; Enter पहला मेल खाता आइटम खोलता है (Ctrl+F यहाँ लाता है)</translation>
        </message>
    </context>
    <context>
        <name>CLOSE_SHIFT</name>
        <message>
            <source>Type why the drawer is off: it is kept with the Z report.</source>
            <translation>ड्रॉअर में अंतर का कारण लिखें: यह Z रिपोर्ट के साथ रखा जाता है।</translation>
        </message>
        <message>
            <source>none: the drawer is right</source>
            <translation>कोई नहीं: ड्रॉअर पूरा है</translation>
        </message>
        <message>
            <source>{amount} short</source>
            <translation>{amount} कम</translation>
        </message>
        <message>
            <source>{amount} over</source>
            <translation>{amount} ज़्यादा</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>&amp;Close the shift</source>
            <translation>शिफ़्ट बंद करें (&amp;C)</translation>
        </message>
        <message>
            <source>The drawer is off by more than {limit}: type why, then a supervisor's PIN is asked.</source>
            <translation>ड्रॉअर में {limit} से ज़्यादा का अंतर है: कारण लिखें, फिर सुपरवाइज़र का PIN माँगा जाएगा।</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>कारण (&amp;R)</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>अंतर</translation>
        </message>
        <message>
            <source>Cash expected</source>
            <translation>अपेक्षित कैश</translation>
        </message>
        <message>
            <source>Owed to customers</source>
            <translation>ग्राहकों को दिया जाना बाकी</translation>
        </message>
        <message>
            <source>Close with &amp;money owed to customers</source>
            <translation>ग्राहकों को पैसा बाकी रहते हुए बंद करें (&amp;M)</translation>
        </message>
        <message>
            <source>Customers are owed {amount}: tick to close with it owed.</source>
            <translation>ग्राहकों को {amount} देना बाकी है: बाकी रहते बंद करने के लिए टिक करें।</translation>
        </message>
        <message>
            <source>Cash counted</source>
            <translation>गिना गया कैश</translation>
        </message>
        <message>
            <source>Why the drawer is off</source>
            <translation>ड्रॉअर में अंतर क्यों है</translation>
        </message>
        <message>
            <source>e.g. change given twice to one customer</source>
            <translation>जैसे एक ग्राहक को दो बार पैसे लौटाए</translation>
        </message>
        <message>
            <source>The Z report closes the shift for good. Check the cash counted against what the drawer should hold.</source>
            <translation>Z रिपोर्ट शिफ़्ट को हमेशा के लिए बंद कर देती है। गिने हुए कैश को ड्रॉअर में होने वाले कैश से मिला लें।</translation>
        </message>
        <message>
            <source>Close the shift</source>
            <translation>शिफ़्ट बंद करें</translation>
        </message>
        <message>
            <source>0 if all of it stays</source>
            <translation>सब यहीं रहे तो 0</translation>
        </message>
        <message>
            <source>Cash banked or taken out of the drawer</source>
            <translation>ड्रॉअर से बैंक में जमा या निकाला गया कैश</translation>
        </message>
        <message>
            <source>&amp;Banked or taken out</source>
            <translation>बैंक में जमा या निकाला (&amp;B)</translation>
        </message>
        <message>
            <source>Left in the drawer (next float)</source>
            <translation>ड्रॉअर में बचा (अगला शुरुआती नकद)</translation>
        </message>
        <message>
            <source>Type the cash banked or taken out as an amount, no more than was counted ({counted}).</source>
            <translation>बैंक में जमा या निकाला गया कैश राशि के रूप में लिखें, गिने गए कैश ({counted}) से ज़्यादा नहीं।</translation>
        </message>
        <message>
            <source>Owed to</source>
            <translation>किसका बकाया</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>बाकी, तरीक़े से</translation>
        </message>
    </context>
    <context>
        <name>CONFIRM_CANCELLATION</name>
        <message>
            <source>Cancel booking?</source>
            <translation>बुकिंग रद्द करें?</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; ({names}) of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;बुकिंग &lt;b&gt;{reference}&lt;/b&gt; की &lt;b&gt;{what}&lt;/b&gt; ({names}) रद्द करें?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;बुकिंग &lt;b&gt;{reference}&lt;/b&gt; की &lt;b&gt;{what}&lt;/b&gt; रद्द करें?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;{refund} will be credited to the wallet (platform charge {charge}).&lt;/p&gt;&lt;p&gt;This cannot be undone.&lt;/p&gt;</source>
            <translation>&lt;p&gt;{refund} वॉलेट में जमा किए जाएँगे (प्लेटफ़ॉर्म शुल्क {charge})।&lt;/p&gt;&lt;p&gt;इसे वापस नहीं किया जा सकता।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Yes, cancel and refund</source>
            <translation>हाँ, रद्द करें और रिफ़ंड दें (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No, keep the booking</source>
            <translation>नहीं, बुकिंग रखें (&amp;N)</translation>
        </message>
        <message>
            <source>&lt;p&gt;The customer gets {refund} back by the rule ({tenders}).&lt;/p&gt;</source>
            <translation>&lt;p&gt;नियम के अनुसार ग्राहक को {refund} वापस मिलेंगे ({tenders})।&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_BILL</name>
        <message>
            <source>Fare per person</source>
            <translation>प्रति व्यक्ति किराया</translation>
        </message>
        <message>
            <source>Commission per person</source>
            <translation>प्रति व्यक्ति कमीशन</translation>
        </message>
        <message>
            <source>Net per person</source>
            <translation>प्रति व्यक्ति शुद्ध</translation>
        </message>
        <message numerus="yes">
            <source>Net for %n seat(s)</source>
            <translation>
                <numerusform>%n सीट का शुद्ध</numerusform>
                <numerusform>%n सीटों का शुद्ध</numerusform>
            </translation>
        </message>
        <message>
            <source>Total</source>
            <translation>कुल</translation>
        </message>
        <message>
            <source>{number}. {name} ({ticket}, {nationality})</source>
            <translation>{number}. {name} ({ticket}, {nationality})</translation>
        </message>
        <message>
            <source>Boat fares, net of commission</source>
            <translation>नाव किराया, कमीशन घटाकर</translation>
        </message>
        <message>
            <source>Permits (government fee, no GST)</source>
            <translation>परमिट (सरकारी शुल्क, GST नहीं)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>पासपोर्ट</translation>
        </message>
        <message>
            <source>Aadhaar</source>
            <translation>आधार</translation>
        </message>
        <message>
            <source>Voter ID</source>
            <translation>वोटर ID</translation>
        </message>
        <message>
            <source>Driving licence</source>
            <translation>ड्राइविंग लाइसेंस</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Net total</source>
            <translation>शुद्ध कुल</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>वॉलेट से कटा</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>नकद से</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>क्रेडिट से</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_CHOICES</name>
        <message>
            <source>{trip} on {boat}, {date}, departs {time}</source>
            <translation>{trip}, {boat} पर, {date}, प्रस्थान {time}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_DISRUPTIONS</name>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup with their address, which their credit note names.</source>
            <translation>{customer} को {amount} तब तक बकाया रहते हैं जब तक 'बुकिंग खोजें' पर 'रिफ़ंड' से यह उनके पते के साथ दर्ज न हो; उनके क्रेडिट नोट पर यह पता होता है।</translation>
        </message>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup.</source>
            <translation>{customer} को {amount} तब तक बकाया रहते हैं जब तक 'बुकिंग खोजें' पर 'रिफ़ंड' से यह दर्ज न हो।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_ESCPOS</name>
        <message>
            <source>{target} is a system printer: it prints through its driver.</source>
            <translation>{target} सिस्टम प्रिंटर है: यह अपने ड्राइवर से प्रिंट करता है।</translation>
        </message>
        <message>
            <source>The receipt printer {target} cannot be reached: {problem}</source>
            <translation>रसीद प्रिंटर {target} से संपर्क नहीं हो सका: {problem}</translation>
        </message>
        <message>
            <source>Counterdesk test page</source>
            <translation>Counterdesk परीक्षण पृष्ठ</translation>
        </message>
        <message numerus="yes">
            <source>%n characters fit on a line above.</source>
            <translation>
                <numerusform>ऊपर की पंक्ति में %n अक्षर आता है।</numerusform>
                <numerusform>ऊपर की पंक्ति में %n अक्षर आते हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Bold text for totals</source>
            <translation>कुल के लिए मोटे अक्षर</translation>
        </message>
        <message>
            <source>Scan the code: it reads TEST.</source>
            <translation>कोड स्कैन करें: उसमें TEST लिखा है।</translation>
        </message>
        <message>
            <source>The receipt printer {target} stopped mid-job: {problem}</source>
            <translation>रसीद प्रिंटर {target} काम के बीच में रुक गया: {problem}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_HISTORY</name>
        <message>
            <source>Nothing was paid at this till.</source>
            <translation>इस टिल पर कुछ भी नहीं चुकाया गया।</translation>
        </message>
        <message>
            <source>Cash tendered {tendered}, change {change}.</source>
            <translation>नकद दिए {tendered}, छुट्टे लौटाए {change}।</translation>
        </message>
        <message>
            <source>Credit carried from booking {booking}: {amount}.</source>
            <translation>बुकिंग {booking} से लाया गया क्रेडिट: {amount}।</translation>
        </message>
        <message>
            <source>Given back to the customer on {booking}: {amount}.</source>
            <translation>बुकिंग {booking} पर ग्राहक को लौटाया गया: {amount}।</translation>
        </message>
        <message>
            <source>Given back to the customer: {amount} ({ways}).</source>
            <translation>ग्राहक को लौटाया गया: {amount} ({ways})।</translation>
        </message>
        <message>
            <source>Still owed to the customer: {amount}, not yet paid.</source>
            <translation>ग्राहक को अभी भी देना बाकी: {amount}, अभी नहीं दिया।</translation>
        </message>
        <message>
            <source>The customer paid {amount} ({ways}).</source>
            <translation>ग्राहक ने {amount} दिए ({ways})।</translation>
        </message>
        <message>
            <source>No customer payment was taken at this till.</source>
            <translation>इस टिल पर ग्राहक से कोई भुगतान नहीं लिया गया।</translation>
        </message>
        <message>
            <source>The wallet was charged {total} ({cash} from its balance, {credit} on credit).</source>
            <translation>वॉलेट से {total} कटे ({cash} बैलेंस से, {credit} क्रेडिट पर)।</translation>
        </message>
        <message>
            <source>{status}: {details}. Remaining: {names}.</source>
            <translation>{status}: {details}। बाकी: {names}।</translation>
        </message>
        <message>
            <source>{status}: {details}.</source>
            <translation>{status}: {details}।</translation>
        </message>
        <message>
            <source>wallet credited {amount}</source>
            <translation>वॉलेट में वापस {amount}</translation>
        </message>
        <message>
            <source>customer refund {amount} by {mode}</source>
            <translation>ग्राहक को रिफ़ंड {amount} {mode} से</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund}, {reference})</source>
            <translation>{seats} रद्द {time} ({refund}, {reference})</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund})</source>
            <translation>{seats} रद्द {time} ({refund})</translation>
        </message>
        <message>
            <source>{amount} by {mode}</source>
            <translation>{amount} {mode} से</translation>
        </message>
        <message>
            <source>Change given: {amount}.</source>
            <translation>लौटाए गए छुट्टे: {amount}।</translation>
        </message>
        <message>
            <source>Refunded to the customer: {amount} ({parts}).</source>
            <translation>ग्राहक को रिफ़ंड: {amount} ({parts})।</translation>
        </message>
        <message>
            <source>Nothing was given back.</source>
            <translation>कुछ भी वापस नहीं दिया गया।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_JOURNAL_LOCK</name>
        <message>
            <source>Counterdesk is already open on this computer with the same journal ({folder}). Use that window: two windows on one journal could sell the same seat twice.</source>
            <translation>Counterdesk इस कंप्यूटर पर इसी जर्नल ({folder}) के साथ पहले से खुला है। वही विंडो इस्तेमाल करें: एक जर्नल पर दो विंडो एक ही सीट दो बार बेच सकती हैं।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_KEYSTORE</name>
        <message>
            <source>This computer has no password store (keyring), so the API key is kept for this session only: enter it again after restarting the app. It is never written to a file.</source>
            <translation>इस कंप्यूटर में पासवर्ड स्टोर (keyring) नहीं है, इसलिए API कुंजी केवल इस सत्र के लिए रखी गई है: ऐप दोबारा शुरू करने के बाद इसे फिर से डालें। यह कभी किसी फ़ाइल में नहीं लिखी जाती।</translation>
        </message>
        <message>
            <source>API keys are kept in this computer's password store ({store}).</source>
            <translation>API कुंजियाँ इस कंप्यूटर के पासवर्ड स्टोर ({store}) में रखी जाती हैं।</translation>
        </message>
        <message>
            <source>The API key is saved in this computer's password store.</source>
            <translation>API कुंजी इस कंप्यूटर के पासवर्ड स्टोर में सहेजी गई है।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_MESSAGES</name>
        <message>
            <source>{change} Selling is stopped: check the service address in Settings (Ctrl+6), then press Save to reconnect.</source>
            <translation>{change} बिक्री रोक दी गई है: सेटिंग्स (Ctrl+6) में सेवा का पता जाँचें, फिर दोबारा जोड़ने के लिए सहेजें दबाएँ।</translation>
        </message>
        <message>
            <source>{problem} Open Settings (Ctrl+6) and enter the key again.</source>
            <translation>{problem} सेटिंग्स (Ctrl+6) खोलें और कुंजी फिर से डालें।</translation>
        </message>
        <message>
            <source>The service refused the API key. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>सेवा ने API कुंजी अस्वीकार कर दी। सेटिंग्स (Ctrl+6) खोलें और वह कुंजी डालें जो सेवा के कार्यालय ने इस एजेंसी को दी है।</translation>
        </message>
        <message>
            <source>The service has disabled access for this agency. Call the service's office to have it restored; nothing can be sold until then.</source>
            <translation>सेवा ने इस एजेंसी की पहुँच बंद कर दी है। इसे फिर से चालू कराने के लिए सेवा के कार्यालय को फ़ोन करें; तब तक कुछ नहीं बेचा जा सकता।</translation>
        </message>
        <message>
            <source>Boat trips are unavailable right now because the boat operator's system is down. Activities can still be sold; try boats again in a few minutes.</source>
            <translation>नाव यात्राएँ अभी उपलब्ध नहीं हैं क्योंकि नाव संचालक का सिस्टम बंद है। गतिविधियाँ अब भी बेची जा सकती हैं; कुछ मिनट बाद नावें फिर से आज़माएँ।</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait {seconds} seconds, then try again.</source>
            <translation>सेवा ने काउंटर को धीमा करने को कहा है। {seconds} सेकंड रुकें, फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait a minute, then try again.</source>
            <translation>सेवा ने काउंटर को धीमा करने को कहा है। एक मिनट रुकें, फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>The service is having trouble right now. Try again in a minute; if it keeps happening, call the service's office.</source>
            <translation>सेवा में अभी समस्या है। एक मिनट बाद फिर कोशिश करें; अगर ऐसा होता रहे, तो सेवा के कार्यालय को फ़ोन करें।</translation>
        </message>
        <message>
            <source>The service sent an answer this app cannot read. Try again; if it keeps happening, note the time and tell your support contact.</source>
            <translation>सेवा ने ऐसा उत्तर भेजा जिसे यह ऐप पढ़ नहीं सकता। फिर कोशिश करें; अगर ऐसा होता रहे, तो समय नोट करें और अपने सहायता संपर्क को बताएँ।</translation>
        </message>
        <message>
            <source>The wallet cannot cover this. Top up the wallet or ask the service's office to raise the credit limit.</source>
            <translation>वॉलेट में इसके लिए पर्याप्त राशि नहीं है। वॉलेट टॉप-अप करें या सेवा के कार्यालय से क्रेडिट सीमा बढ़ाने को कहें।</translation>
        </message>
        <message>
            <source>{problem} Choose another slot or date.</source>
            <translation>{problem} कोई दूसरा स्लॉट या तारीख चुनें।</translation>
        </message>
        <message>
            <source>{problem} Check the reference and try again.</source>
            <translation>{problem} संदर्भ जाँचें और फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>The service did not accept this: {problem} Correct it and try again.</source>
            <translation>सेवा ने इसे स्वीकार नहीं किया: {problem} इसे ठीक करें और फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>{problem} Refresh and check before trying again.</source>
            <translation>{problem} दोबारा कोशिश करने से पहले रीफ़्रेश करके जाँचें।</translation>
        </message>
        <message>
            <source>The service could not complete this ({problem}). Try again.</source>
            <translation>सेवा इसे पूरा नहीं कर सकी ({problem})। फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again shortly.</source>
            <translation>सेवा से संपर्क नहीं हो पा रहा। इस काउंटर का नेटवर्क कनेक्शन जाँचें; ऐप थोड़ी देर में फिर कोशिश करेगा।</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again at {time}.</source>
            <translation>सेवा से संपर्क नहीं हो पा रहा। इस काउंटर का नेटवर्क कनेक्शन जाँचें; ऐप {time} पर फिर कोशिश करेगा।</translation>
        </message>
        <message>
            <source>Fewer seats are left than were asked for.</source>
            <translation>माँगी गई सीटों से कम सीटें बची हैं।</translation>
        </message>
        <message>
            <source>Booking has closed for this slot: its cut-off has passed.</source>
            <translation>इस स्लॉट की बुकिंग बंद हो गई है: उसकी अंतिम समय-सीमा निकल गई।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_PRINTERS</name>
        <message>
            <source>the system's default printer</source>
            <translation>सिस्टम का डिफ़ॉल्ट प्रिंटर</translation>
        </message>
        <message>
            <source>{target}: the USB {part} must be 4 hexadecimal digits, as in 04b8.</source>
            <translation>{target}: USB {part} 4 हेक्साडेसिमल अंकों का होना चाहिए, जैसे 04b8।</translation>
        </message>
        <message>
            <source>{target}: the port must be a number from 1 to 65535.</source>
            <translation>{target}: पोर्ट 1 से 65535 तक की संख्या होनी चाहिए।</translation>
        </message>
        <message>
            <source>{target}: write the printer's address as tcp://192.168.1.50:9100.</source>
            <translation>{target}: प्रिंटर का पता tcp://192.168.1.50:9100 की तरह लिखें।</translation>
        </message>
        <message>
            <source>{target}: write the printer's USB vendor and product ids as usb://04b8:0202.</source>
            <translation>{target}: प्रिंटर की USB vendor और product ID usb://04b8:0202 की तरह लिखें।</translation>
        </message>
        <message>
            <source>vendor id</source>
            <translation>vendor ID</translation>
        </message>
        <message>
            <source>product id</source>
            <translation>product ID</translation>
        </message>
        <message>
            <source>{target}: name the serial port, as in serial:///dev/ttyUSB0 or serial://COM3.</source>
            <translation>{target}: सीरियल पोर्ट का नाम लिखें, जैसे serial:///dev/ttyUSB0 या serial://COM3।</translation>
        </message>
        <message>
            <source>{target}: the baud rate must be one of {rates}.</source>
            <translation>{target}: बॉड रेट इनमें से एक होना चाहिए: {rates}।</translation>
        </message>
        <message>
            <source>{target}: a receipt printer's address starts with tcp://, usb:// or serial://; a system printer is named without one.</source>
            <translation>{target}: रसीद प्रिंटर का पता tcp://, usb:// या serial:// से शुरू होता है; सिस्टम प्रिंटर का नाम इनके बिना लिखा जाता है।</translation>
        </message>
        <message>
            <source>The receipt printer: {problem}</source>
            <translation>रसीद प्रिंटर: {problem}</translation>
        </message>
        <message>
            <source>The receipt is printed on A4 or A5 paper.</source>
            <translation>रसीद A4 या A5 काग़ज़ पर प्रिंट होती है।</translation>
        </message>
        <message>
            <source>The voucher printer: {problem}</source>
            <translation>वाउचर प्रिंटर: {problem}</translation>
        </message>
        <message>
            <source>The voucher is printed on A4 or A5 paper.</source>
            <translation>वाउचर A4 या A5 काग़ज़ पर प्रिंट होता है।</translation>
        </message>
        <message>
            <source>The agency copy printer: {problem}</source>
            <translation>एजेंसी प्रति प्रिंटर: {problem}</translation>
        </message>
        <message>
            <source>The agency copy is printed on A4 or A5 paper.</source>
            <translation>एजेंसी प्रति A4 या A5 काग़ज़ पर प्रिंट होती है।</translation>
        </message>
        <message>
            <source>The reports printer: {problem}</source>
            <translation>रिपोर्ट प्रिंटर: {problem}</translation>
        </message>
        <message>
            <source>Reports are printed on A4 or A5 paper.</source>
            <translation>रिपोर्ट A4 या A5 काग़ज़ पर प्रिंट होती हैं।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_REPORT</name>
        <message>
            <source>{product} (the customer left; the service kept {currency} {fee})</source>
            <translation>{product} (ग्राहक चला गया; सेवा ने {currency} {fee} रखे)</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_RUNTIME</name>
        <message>
            <source>Agency link</source>
            <translation>एजेंसी लिंक</translation>
        </message>
        <message>
            <source>Retention eraser</source>
            <translation>अवधि के बाद मिटाना</translation>
        </message>
        <message>
            <source>Books</source>
            <translation>बही-खाता</translation>
        </message>
        <message>
            <source>Mail</source>
            <translation>ईमेल</translation>
        </message>
        <message>
            <source>Pending sales</source>
            <translation>लंबित बिक्री</translation>
        </message>
        <message>
            <source>Disruption watch</source>
            <translation>रद्द/बदली यात्राओं की निगरानी</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR</name>
        <message>
            <source>An Aadhaar number has 12 digits: check it on the card.</source>
            <translation>आधार नंबर में 12 अंक होते हैं: कार्ड पर देखकर जाँचें।</translation>
        </message>
        <message>
            <source>No Aadhaar number starts with 0 or 1: check it on the card.</source>
            <translation>कोई भी आधार नंबर 0 या 1 से शुरू नहीं होता: कार्ड पर देखकर जाँचें।</translation>
        </message>
        <message>
            <source>This is not an Aadhaar number (its last digit does not check): a digit is mistyped.</source>
            <translation>यह आधार नंबर नहीं है (इसका आख़िरी अंक जाँच में सही नहीं बैठता): कोई अंक ग़लत लिखा गया है।</translation>
        </message>
        <message>
            <source>The card's QR ends in {last_four}: this number is another card's, or mistyped.</source>
            <translation>कार्ड का QR {last_four} पर ख़त्म होता है: यह नंबर किसी और कार्ड का है, या ग़लत लिखा गया है।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR_QR</name>
        <message>
            <source>Not read: longer than any QR code holds (a paste, not one scan). Nothing was filled in; scan the card's QR again.</source>
            <translation>पढ़ा नहीं गया: यह किसी भी QR कोड की क्षमता से लंबा है (यह पेस्ट है, एक स्कैन नहीं)। कुछ नहीं भरा गया; कार्ड का QR फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>Not read: the scan was cut short. Nothing was filled in; hold the card still and scan its QR again.</source>
            <translation>पढ़ा नहीं गया: स्कैन अधूरा रह गया। कुछ नहीं भरा गया; कार्ड को स्थिर रखकर उसका QR फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>Not read: this code unpacks to far more than an Aadhaar QR holds and was refused. Nothing was filled in; type the passenger.</source>
            <translation>पढ़ा नहीं गया: यह कोड खुलने पर आधार QR की क्षमता से कहीं ज़्यादा हो जाता है, इसलिए अस्वीकार किया गया। कुछ नहीं भरा गया; यात्री को टाइप करें।</translation>
        </message>
        <message>
            <source>Not read: UIDAI's signature does not match the card's data (the code was altered). Nothing was filled in; see the card and type the passenger.</source>
            <translation>पढ़ा नहीं गया: UIDAI का हस्ताक्षर कार्ड के डेटा से मेल नहीं खाता (कोड बदला गया है)। कुछ नहीं भरा गया; कार्ड देखें और यात्री को टाइप करें।</translation>
        </message>
        <message>
            <source>Not read: signed with a key UIDAI never published. Nothing was filled in; see the card and type the passenger.</source>
            <translation>पढ़ा नहीं गया: इस पर ऐसी कुंजी का हस्ताक्षर है जो UIDAI ने कभी प्रकाशित नहीं की। कुछ नहीं भरा गया; कार्ड देखें और यात्री को टाइप करें।</translation>
        </message>
        <message>
            <source>Not read: this is not an Aadhaar Secure QR code. Nothing was filled in; scan the big QR code on the card, or on the mAadhaar app's profile.</source>
            <translation>पढ़ा नहीं गया: यह आधार का सुरक्षित QR कोड नहीं है। कुछ नहीं भरा गया; कार्ड पर, या mAadhaar ऐप की प्रोफ़ाइल पर, बड़ा QR कोड स्कैन करें।</translation>
        </message>
        <message>
            <source>Not read: this app holds no UIDAI key of the time this QR was made, so it cannot tell it genuine. Nothing was filled in; type the passenger (an update of the app brings UIDAI's newer keys).</source>
            <translation>पढ़ा नहीं गया: जिस समय यह QR बना, उस समय की UIDAI कुंजी इस ऐप के पास नहीं है, इसलिए यह असली है या नहीं, बताया नहीं जा सकता। कुछ नहीं भरा गया; यात्री को टाइप करें (ऐप के अपडेट से UIDAI की नई कुंजियाँ आ जाती हैं)।</translation>
        </message>
    </context>
    <context>
        <name>ERROR_WORDS</name>
        <message>
            <source>another program is using the file</source>
            <translation>कोई दूसरा प्रोग्राम इस फ़ाइल का इस्तेमाल कर रहा है</translation>
        </message>
        <message>
            <source>something unexpected went wrong</source>
            <translation>कुछ अनपेक्षित गड़बड़ हो गई</translation>
        </message>
        <message>
            <source>the disk can only be read, not written</source>
            <translation>डिस्क सिर्फ़ पढ़ी जा सकती है, उस पर लिखा नहीं जा सकता</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>डिस्क भर गई है</translation>
        </message>
        <message>
            <source>the disk reports an error</source>
            <translation>डिस्क एक त्रुटि बता रही है</translation>
        </message>
        <message>
            <source>the file or folder is not there</source>
            <translation>फ़ाइल या फ़ोल्डर वहाँ नहीं है</translation>
        </message>
        <message>
            <source>this computer does not allow the file or folder to be used</source>
            <translation>यह कंप्यूटर इस फ़ाइल या फ़ोल्डर के इस्तेमाल की अनुमति नहीं देता</translation>
        </message>
    </context>
    <context>
        <name>EXCESS_REFUND_CONTROLLER</name>
        <message>
            <source>{amount} paid back by {mode}: nothing is owed now.</source>
            <translation>{amount} {mode} से लौटाए गए: अब कुछ बकाया नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>JOB_HEALTH</name>
        <message numerus="yes">
            <source>stopped after %n restart(s)</source>
            <translation>
                <numerusform>%n बार फिर शुरू होने के बाद रुका</numerusform>
                <numerusform>%n बार फिर शुरू होने के बाद रुका</numerusform>
            </translation>
        </message>
        <message>
            <source>late</source>
            <translation>देर से</translation>
        </message>
        <message numerus="yes">
            <source>restarted %n time(s)</source>
            <translation>
                <numerusform>%n बार फिर शुरू हुआ</numerusform>
                <numerusform>%n बार फिर शुरू हुआ</numerusform>
            </translation>
        </message>
        <message>
            <source>{job}: {trouble}</source>
            <translation>{job}: {trouble}</translation>
        </message>
        <message>
            <source>{line}. Last error: {why}</source>
            <translation>{line}। पिछली गड़बड़ी: {why}</translation>
        </message>
        <message numerus="yes">
            <source>{job} stopped at {time} after %n restart(s): {why}. Start it again in Background jobs; if it stops again, call support.</source>
            <translation>
                <numerusform>{job} {time} पर %n बार फिर शुरू होने के बाद रुक गया: {why}। इसे पृष्ठभूमि के काम में फिर से शुरू करें; अगर यह फिर रुके, तो सपोर्ट को फ़ोन करें।</numerusform>
                <numerusform>{job} {time} पर %n बार फिर शुरू होने के बाद रुक गया: {why}। इसे पृष्ठभूमि के काम में फिर से शुरू करें; अगर यह फिर रुके, तो सपोर्ट को फ़ोन करें।</numerusform>
            </translation>
        </message>
        <message>
            <source>{job} has done nothing since {time}, longer than it may.</source>
            <translation>{job} ने {time} से कुछ नहीं किया, जितनी देर की छूट है उससे ज़्यादा।</translation>
        </message>
        <message>
            <source>last round {time}</source>
            <translation>पिछला दौर {time}</translation>
        </message>
        <message>
            <source>next round when there is work</source>
            <translation>अगला दौर काम आने पर</translation>
        </message>
        <message>
            <source>next round {time}</source>
            <translation>अगला दौर {time}</translation>
        </message>
    </context>
    <context>
        <name>JOB_BOOKS</name>
        <message>
            <source>Books: {done} of {total} posted</source>
            <translation>बही-खाता: {total} में से {done} दर्ज</translation>
        </message>
        <message>
            <source>Books: kept</source>
            <translation>बही-खाता: दर्ज है</translation>
        </message>
        <message>
            <source>The journal&apos;s history could not be posted to the books ({kind}); tried again at the next start.</source>
            <translation>जर्नल का पुराना हिसाब बही-खाते में दर्ज नहीं हो सका ({kind}); अगली बार शुरू करने पर फिर कोशिश होगी।</translation>
        </message>
        <message numerus="yes">
            <source>Books: %n problem(s)</source>
            <translation>
                <numerusform>बही-खाता: 1 समस्या</numerusform>
                <numerusform>बही-खाता: %n समस्याएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) in the books</source>
            <translation>
                <numerusform>बही-खाते में 1 समस्या</numerusform>
                <numerusform>बही-खाते में %n समस्याएँ</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_ERASER</name>
        <message numerus="yes">
            <source>Retention: %n sale(s) erased</source>
            <translation>
                <numerusform>अवधि: %n बिक्री का डेटा मिटाया</numerusform>
                <numerusform>अवधि: %n बिक्री का डेटा मिटाया</numerusform>
            </translation>
        </message>
        <message>
            <source>ID numbers and scans due for erasure could not be erased ({kind}); tried again tomorrow.</source>
            <translation>मिटाने के लिए तय ID नंबर और स्कैन मिटाए नहीं जा सके ({kind}); कल फिर कोशिश होगी।</translation>
        </message>
    </context>
    <context>
        <name>JOB_REPLAY</name>
        <message numerus="yes">
            <source>Pending: %n unanswered</source>
            <translation>
                <numerusform>लंबित: %n का जवाब नहीं आया</numerusform>
                <numerusform>लंबित: %n का जवाब नहीं आया</numerusform>
            </translation>
        </message>
        <message>
            <source>Pending: none</source>
            <translation>लंबित: कोई नहीं</translation>
        </message>
    </context>
    <context>
        <name>JOB_WATCH</name>
        <message numerus="yes">
            <source>Watch: %n open</source>
            <translation>
                <numerusform>निगरानी: %n खुली</numerusform>
                <numerusform>निगरानी: %n खुली</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_KEEPER</name>
        <message>
            <source>it was stopped from outside</source>
            <translation>इसे बाहर से रोका गया</translation>
        </message>
        <message>
            <source>it failed ({kind})</source>
            <translation>यह विफल हुआ ({kind})</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_JOB</name>
        <message>
            <source>{link} · records sent unsealed: this computer has no keyring to keep their key</source>
            <translation>{link} · रिकॉर्ड बिना सील भेजे जा रहे हैं: इस कंप्यूटर में उनकी कुंजी रखने के लिए कीरिंग नहीं है</translation>
        </message>
        <message>
            <source>the agency link's thread ended</source>
            <translation>एजेंसी लिंक का थ्रेड बंद हो गया</translation>
        </message>
        <message>
            <source>Agency: none</source>
            <translation>एजेंसी: कोई नहीं</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_SANDBOX_PROCESS</name>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>{seconds} सेकंड में कोई उत्तर नहीं</translation>
        </message>
        <message>
            <source>its process ended with exit code {code}</source>
            <translation>इसकी प्रक्रिया exit code {code} के साथ बंद हो गई</translation>
        </message>
        <message>
            <source>its database file is damaged or is not a sandbox&apos;s</source>
            <translation>इसकी डेटाबेस फ़ाइल खराब है या सैंडबॉक्स की नहीं है</translation>
        </message>
        <message>
            <source>its database file cannot be opened or made</source>
            <translation>इसकी डेटाबेस फ़ाइल न खुल सकती है, न बन सकती है</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_START_CACHE</name>
        <message>
            <source>as of {time}</source>
            <translation>{time} तक का</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_WALLET</name>
        <message>
            <source>Agent {number}</source>
            <translation>एजेंट {number}</translation>
        </message>
        <message>
            <source>Connected. {agent}; wallet balance {balance}, credit available {credit}, as read at {moment}.</source>
            <translation>जुड़ गया। {agent}; वॉलेट शेष राशि {balance}, उपलब्ध क्रेडिट {credit}, {moment} पर पढ़ी गई।</translation>
        </message>
    </context>
    <context>
        <name>CRASH</name>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact.</source>
            <translation>Counterdesk के अंदर कुछ गड़बड़ हुई। ऐप चलता रहेगा और आपने जो टाइप किया वह सुरक्षित है; अगर वही काम फिर विफल हो, तो ऐप दोबारा शुरू करें और अपने सहायता संपर्क को बताएँ।</translation>
        </message>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact. The details are in the log file:
{log_file}</source>
            <translation>Counterdesk के अंदर कुछ गड़बड़ हुई। ऐप चलता रहेगा और आपने जो टाइप किया वह सुरक्षित है; अगर वही काम फिर विफल हो, तो ऐप दोबारा शुरू करें और अपने सहायता संपर्क को बताएँ। विवरण लॉग फ़ाइल में है:
{log_file}</translation>
        </message>
        <message>
            <source>Counterdesk: unexpected error</source>
            <translation>Counterdesk: अप्रत्याशित त्रुटि</translation>
        </message>
    </context>
    <context>
        <name>CRASH_NOTICE</name>
        <message>
            <source>Counterdesk stopped unexpectedly on {time}.</source>
            <translation>Counterdesk {time} पर अचानक बंद हो गया था।</translation>
        </message>
        <message>
            <source>No sale was lost: every sale made is kept in the journal.</source>
            <translation>कोई बिक्री नहीं खोई: हर हुई बिक्री जर्नल में सुरक्षित है।</translation>
        </message>
        <message>
            <source>No sale was lost.</source>
            <translation>कोई बिक्री नहीं खोई।</translation>
        </message>
        <message>
            <source>The sale being typed ({summary}) was kept and is offered back now.</source>
            <translation>जो बिक्री भरी जा रही थी ({summary}) वह रखी गई है और अभी वापस खोलने के लिए पूछी जा रही है।</translation>
        </message>
        <message>
            <source>The sale that was on its way to the service ({products}) is checked with the service now; the answer shows at the top of the window.</source>
            <translation>जो बिक्री सेवा को भेजी जा रही थी ({products}) उसकी अभी सेवा से जाँच हो रही है; जवाब विंडो के ऊपर दिखेगा।</translation>
        </message>
        <message>
            <source>A report of what happened was written. Copy it or save it for your support contact: keys, passwords and passport numbers are left out of it.</source>
            <translation>क्या हुआ, इसकी रिपोर्ट लिख दी गई है। इसे कॉपी या सेव करके अपने सपोर्ट संपर्क को दें: इसमें कुंजियाँ, पासवर्ड और पासपोर्ट नंबर नहीं हैं।</translation>
        </message>
        <message>
            <source>a fatal error</source>
            <translation>गंभीर त्रुटि</translation>
        </message>
        <message>
            <source>closed from outside (killed, a power cut or a shut-down)</source>
            <translation>बाहर से बंद हुआ (रोका गया, बिजली गई या PC बंद हुआ)</translation>
        </message>
        <message>
            <source>{time} · {how}</source>
            <translation>{time} · {how}</translation>
        </message>
        <message>
            <source>Counterdesk stopped unexpectedly</source>
            <translation>Counterdesk अचानक बंद हो गया था</translation>
        </message>
        <message>
            <source>Crash reports</source>
            <translation>क्रैश रिपोर्टें</translation>
        </message>
        <message>
            <source>The times Counterdesk stopped unexpectedly (the last {keep} are kept). Copy or save a report for your support contact.</source>
            <translation>जब-जब Counterdesk अचानक बंद हुआ (आख़िरी {keep} रखी जाती हैं)। अपने सपोर्ट संपर्क के लिए रिपोर्ट कॉपी या सेव करें।</translation>
        </message>
        <message>
            <source>Counterdesk has not stopped unexpectedly: there are no reports.</source>
            <translation>Counterdesk कभी अचानक बंद नहीं हुआ: कोई रिपोर्ट नहीं है।</translation>
        </message>
        <message>
            <source>The report</source>
            <translation>रिपोर्ट</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>रिपोर्ट कॉपी करें (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Save report…</source>
            <translation>रिपोर्ट सेव करें… (&amp;S)</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>बंद करें (&amp;L)</translation>
        </message>
        <message>
            <source>The report was copied: paste it into a message.</source>
            <translation>रिपोर्ट कॉपी हो गई: इसे किसी संदेश में पेस्ट करें।</translation>
        </message>
        <message>
            <source>Save the crash report</source>
            <translation>क्रैश रिपोर्ट सेव करें</translation>
        </message>
        <message>
            <source>The report was not saved: {error}</source>
            <translation>रिपोर्ट सेव नहीं हुई: {error}</translation>
        </message>
        <message>
            <source>The report was saved as {path}.</source>
            <translation>रिपोर्ट {path} के रूप में सेव हो गई।</translation>
        </message>
    </context>
    <context>
        <name>CREDIT_GAUGE</name>
        <message>
            <source>Credit facility</source>
            <translation>क्रेडिट सुविधा</translation>
        </message>
        <message>
            <source>Credit used {used} of the {limit} credit limit ({percent}); credit left {left} (cash not included)</source>
            <translation>{limit} की क्रेडिट सीमा में से {used} क्रेडिट इस्तेमाल हुआ ({percent}); बचा क्रेडिट {left} (नकद शामिल नहीं)</translation>
        </message>
        <message>
            <source>credit left · {percent} of the credit limit used</source>
            <translation>बचा क्रेडिट · क्रेडिट सीमा का {percent} इस्तेमाल हुआ</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA</name>
        <message>
            <source>&amp;Name</source>
            <translation>नाम (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Phone</source>
            <translation>फ़ोन (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>ई-मेल (&amp;E)</translation>
        </message>
        <message>
            <source>printed the ID numbers</source>
            <translation>पहचान नंबर छापे</translation>
        </message>
        <message>
            <source>saw the ID numbers</source>
            <translation>पहचान नंबर देखे</translation>
        </message>
        <message>
            <source>saw an ID scan</source>
            <translation>पहचान पत्र की स्कैन देखी</translation>
        </message>
        <message>
            <source>exported the data</source>
            <translation>जानकारी निर्यात की</translation>
        </message>
        <message>
            <source>printed the summary</source>
            <translation>सार छापा</translation>
        </message>
        <message>
            <source>corrected the details</source>
            <translation>जानकारी सुधारी</translation>
        </message>
        <message>
            <source>erased the data</source>
            <translation>जानकारी मिटाई</translation>
        </message>
        <message>
            <source>The customer's data: {ref}</source>
            <translation>ग्राहक की जानकारी: {ref}</translation>
        </message>
        <message>
            <source>&amp;Save the summary as PDF for them</source>
            <translation>ग्राहक के लिए सार PDF में सहेजें (&amp;S)</translation>
        </message>
        <message>
            <source>Save the &amp;correction</source>
            <translation>सुधार सहेजें (&amp;C)</translation>
        </message>
        <message>
            <source>Correct the customer's details</source>
            <translation>ग्राहक की जानकारी सुधारें</translation>
        </message>
        <message>
            <source>Passengers' &amp;ID numbers…</source>
            <translation>यात्रियों के पहचान नंबर (&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Who looked at this data…</source>
            <translation>यह जानकारी किसने देखी (&amp;W)…</translation>
        </message>
        <message>
            <source>Save the ID &amp;list as PDF</source>
            <translation>पहचान सूची PDF में सहेजें (&amp;L)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>कुछ नहीं बदला गया।</translation>
        </message>
        <message>
            <source>The correction is saved.</source>
            <translation>सुधार सहेज लिया गया।</translation>
        </message>
        <message>
            <source>No ID numbers are held.</source>
            <translation>कोई पहचान नंबर नहीं रखा है।</translation>
        </message>
        <message>
            <source>No one has read this customer's ID data.</source>
            <translation>इस ग्राहक की पहचान जानकारी किसी ने नहीं पढ़ी।</translation>
        </message>
        <message>
            <source>The log is whole.</source>
            <translation>रिकॉर्ड पूरा और बिना बदलाव के है।</translation>
        </message>
        <message>
            <source>The log was changed: {problems}</source>
            <translation>रिकॉर्ड बदला गया है: {problems}</translation>
        </message>
        <message>
            <source>The log cannot be proved whole: {problems}</source>
            <translation>रिकॉर्ड के पूरा होने का प्रमाण नहीं दिया जा सकता: {problems}</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA_CONTROLLER</name>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>फ़ाइल नहीं लिखी जा सकी ({reason})।</translation>
        </message>
        <message>
            <source>the customer asked for a summary</source>
            <translation>ग्राहक ने सार माँगा</translation>
        </message>
        <message>
            <source>The summary is in {path}: print it or give it to the customer, then delete it.</source>
            <translation>सार {path} में है: इसे छापें या ग्राहक को दें, फिर मिटा दें।</translation>
        </message>
        <message>
            <source>the customer asked for a correction</source>
            <translation>ग्राहक ने सुधार माँगा</translation>
        </message>
        <message>
            <source>Nothing was corrected: {reason}</source>
            <translation>कुछ नहीं सुधारा गया: {reason}</translation>
        </message>
        <message>
            <source>Passengers' ID documents: {ref}</source>
            <translation>यात्रियों के पहचान पत्र: {ref}</translation>
        </message>
        <message>
            <source>The list is in {path}: give it to the operator, then delete it.</source>
            <translation>सूची {path} में है: इसे ऑपरेटर को दें, फिर मिटा दें।</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DISPLAY</name>
        <message>
            <source>Customer display</source>
            <translation>ग्राहक डिस्प्ले</translation>
        </message>
        <message>
            <source>Scan with any UPI app to pay {amount} by UPI</source>
            <translation>UPI से {amount} चुकाने के लिए किसी भी UPI ऐप से स्कैन करें</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>स्वागत है</translation>
        </message>
        <message>
            <source>{when}
Please check the names: {names}</source>
            <translation>{when}
कृपया नाम जाँच लें: {names}</translation>
        </message>
        <message>
            <source>Thank you!</source>
            <translation>धन्यवाद!</translation>
        </message>
        <message>
            <source>Have a good trip.</source>
            <translation>आपकी यात्रा शुभ हो।</translation>
        </message>
        <message>
            <source>Your change: {amount}</source>
            <translation>आपको लौटाए जाने वाले पैसे: {amount}</translation>
        </message>
        <message>
            <source>UPI part: {part} of {total}</source>
            <translation>UPI हिस्सा: {total} में से {part}</translation>
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
            <translation>ग्राहक क्या देखता है: UPI और डिस्प्ले</translation>
        </message>
        <message>
            <source>e.g. agency@okaxis (empty: no UPI QR)</source>
            <translation>जैसे agency@okaxis (खाली: कोई UPI QR नहीं)</translation>
        </message>
        <message>
            <source>Empty: the agency's name</source>
            <translation>खाली: एजेंसी का नाम</translation>
        </message>
        <message>
            <source>Show the sale to the customer on a second screen</source>
            <translation>दूसरी स्क्रीन पर ग्राहक को बिक्री दिखाएँ</translation>
        </message>
        <message>
            <source>Agency's UPI ID</source>
            <translation>एजेंसी की UPI ID</translation>
        </message>
        <message>
            <source>UPI payee name</source>
            <translation>UPI पर पाने वाले का नाम</translation>
        </message>
        <message>
            <source>Name, phone and e-mail (empty: the agency)</source>
            <translation>नाम, फ़ोन और ई-मेल (खाली: एजेंसी)</translation>
        </message>
        <message>
            <source>Optional, e.g. CCTV at the counter</source>
            <translation>ज़रूरी नहीं, जैसे काउंटर पर CCTV</translation>
        </message>
        <message>
            <source>Contact for personal data</source>
            <translation>निजी जानकारी के लिए संपर्क</translation>
        </message>
        <message>
            <source>Added to the privacy notice</source>
            <translation>निजता सूचना में जोड़ा गया</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and so is the agency&apos;s name it stands for: type one of them.</source>
            <translation>UPI पर पाने वाले का नाम ख़ाली है, और एजेंसी का नाम भी, जिसकी जगह यह लेता है: इनमें से एक लिखें।</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and the agency&apos;s name it stands for is longer than {most} letters: type a shorter payee name.</source>
            <translation>UPI पर पाने वाले का नाम ख़ाली है, और एजेंसी का नाम, जिसकी जगह यह लेता है, {most} अक्षरों से लंबा है: पाने वाले का छोटा नाम लिखें।</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_FIELDS</name>
        <message>
            <source>Customer before: {name}, {email}{business}. Enter fills them in.</source>
            <translation>पहले आ चुके ग्राहक: {name}, {email}{business}। Enter दबाएँ, विवरण भर जाएगा।</translation>
        </message>
        <message>
            <source>, GSTIN {gstin}</source>
            <translation>, GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Customer &amp;name</source>
            <translation>ग्राहक का नाम (&amp;N)</translation>
        </message>
        <message>
            <source>As on the customer's ID</source>
            <translation>जैसा ग्राहक की ID पर है</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>ई-मेल (&amp;E)</translation>
        </message>
        <message>
            <source>P&amp;hone</source>
            <translation>फ़ोन (&amp;H)</translation>
        </message>
        <message>
            <source>15 characters, e.g. 29AAGCB7383J1Z4</source>
            <translation>15 अक्षर, जैसे 29AAGCB7383J1Z4</translation>
        </message>
        <message>
            <source>As registered for GST</source>
            <translation>जैसा GST में पंजीकृत है</translation>
        </message>
        <message>
            <source>State code</source>
            <translation>राज्य कोड</translation>
        </message>
        <message>
            <source>2 digits; blank: the GSTIN's state</source>
            <translation>2 अंक; खाली: GSTIN का राज्य</translation>
        </message>
        <message>
            <source>Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)</source>
            <translation>नाम, ई-मेल, फ़ोन[, सीटें]  (जैसे Asha Rao, asha@example.in, 9876543210, 2)</translation>
        </message>
        <message>
            <source>The customer in one line, separated by commas. Enter fills the three fields below.</source>
            <translation>ग्राहक एक पंक्ति में, कॉमा से अलग करके। Enter नीचे के तीनों फ़ील्ड भर देता है।</translation>
        </message>
        <message>
            <source>Quick cus&amp;tomer</source>
            <translation>त्वरित ग्राहक (&amp;T)</translation>
        </message>
        <message>
            <source>Customer's phone</source>
            <translation>ग्राहक का फ़ोन</translation>
        </message>
        <message>
            <source>The number as it will be sent</source>
            <translation>नंबर, जैसा वह भेजा जाएगा</translation>
        </message>
        <message>
            <source>&amp;Business customer (GST invoice)</source>
            <translation>व्यावसायिक ग्राहक (GST बीजक) (&amp;B)</translation>
        </message>
        <message>
            <source>The customer display, the voucher, the receipt and the refund slip are in this language; your screens stay in yours.</source>
            <translation>ग्राहक डिस्प्ले, वाउचर, रसीद और रिफ़ंड पर्ची इसी भाषा में होंगे; आपकी स्क्रीन आपकी भाषा में ही रहेंगी।</translation>
        </message>
        <message>
            <source>Customer&apos;s language</source>
            <translation>ग्राहक की भाषा</translation>
        </message>
        <message>
            <source>Customer&apos;s GSTIN</source>
            <translation>ग्राहक का GSTIN</translation>
        </message>
        <message>
            <source>E-mail the &amp;files</source>
            <translation>फ़ाइलें ई-मेल करें (&amp;F)</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>पता</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND</name>
        <message>
            <source>Customer&apos;s excess</source>
            <translation>ग्राहक की अतिरिक्त राशि</translation>
        </message>
        <message>
            <source>reference; empty for cash</source>
            <translation>संदर्भ; नकद के लिए खाली</translation>
        </message>
        <message>
            <source>Pay back the e&amp;xcess</source>
            <translation>अतिरिक्त राशि लौटाएँ (&amp;X)</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>किससे लौटाई</translation>
        </message>
        <message>
            <source>Customer refund</source>
            <translation>ग्राहक का रिफ़ंड</translation>
        </message>
        <message>
            <source>&amp;Record the refund given</source>
            <translation>दिया गया रिफ़ंड दर्ज करें (&amp;R)</translation>
        </message>
        <message>
            <source>By the rule</source>
            <translation>नियम के अनुसार</translation>
        </message>
        <message>
            <source>The service gave the agency</source>
            <translation>सेवा ने एजेंसी को दिया</translation>
        </message>
        <message>
            <source>Paid &amp;back by</source>
            <translation>रिफ़ंड का तरीक़ा (&amp;B)</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>संदर्भ</translation>
        </message>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>ग्राहक का पता (&amp;E)</translation>
        </message>
        <message>
            <source>In rupees and paise; more than the rule needs a supervisor.</source>
            <translation>रुपये और पैसे में; नियम से ज़्यादा के लिए सुपरवाइज़र चाहिए।</translation>
        </message>
        <message>
            <source>Lower it for an agency fee if you must; more than the rule needs a supervisor.</source>
            <translation>ज़रूरत हो तो एजेंसी शुल्क के लिए इसे कम करें; नियम से ज़्यादा के लिए सुपरवाइज़र चाहिए।</translation>
        </message>
        <message>
            <source>Recorded: give back {amount} by {mode}.</source>
            <translation>दर्ज हो गया: {amount} {mode} से वापस दें।</translation>
        </message>
        <message>
            <source>reference</source>
            <translation>संदर्भ</translation>
        </message>
        <message>
            <source>The reference of the refund paid (a transfer's or the card reversal slip's); empty for cash.</source>
            <translation>दिए गए रिफ़ंड का संदर्भ (ट्रांसफ़र का या कार्ड रिवर्सल पर्ची का); नकद के लिए ख़ाली।</translation>
        </message>
        <message>
            <source>&amp;Nothing more is owed after this</source>
            <translation>इसके बाद कुछ बाकी नहीं (&amp;N)</translation>
        </message>
        <message>
            <source>Ticked, what is not given now is kept (an agency fee); unticked, it stays owed by its tender and is paid later.</source>
            <translation>चुना हो तो अभी न दी गई राशि रखी जाती है (एजेंसी शुल्क); न चुना हो तो वह अपने भुगतान के तरीक़े से बाकी रहती है और बाद में दी जाती है।</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>बाकी, तरीक़े से</translation>
        </message>
        <message>
            <source>&amp;Give back now</source>
            <translation>अभी वापस दें (&amp;G)</translation>
        </message>
        <message>
            <source>{given} Still owed: {owed}.</source>
            <translation>{given} अभी भी बाकी: {owed}।</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>कुछ नहीं</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND_CONTROLLER</name>
        <message>
            <source>Refund slip {number} was not printed: {reason}</source>
            <translation>रिफ़ंड पर्ची {number} प्रिंट नहीं हुई: {reason}</translation>
        </message>
        <message>
            <source>Refund slip {number} printed.</source>
            <translation>रिफ़ंड पर्ची {number} प्रिंट हो गई।</translation>
        </message>
        <message>
            <source>Type the refund in rupees and paise, zero or more.</source>
            <translation>रिफ़ंड रुपये और पैसे में लिखें, शून्य या उससे ज़्यादा।</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then record.</source>
            <translation>कोई शिफ़्ट खुली नहीं है: शिफ़्ट रिपोर्ट स्क्रीन (Ctrl+7) पर एक शिफ़्ट खोलें, फिर दर्ज करें।</translation>
        </message>
        <message>
            <source>No receipt printer is set: write the refund slip by hand.</source>
            <translation>कोई रसीद प्रिंटर सेट नहीं है: रिफ़ंड पर्ची हाथ से लिखें।</translation>
        </message>
        <message>
            <source>The refund slip is printed.</source>
            <translation>रिफ़ंड पर्ची छप गई है।</translation>
        </message>
        <message>
            <source>The refund slip was not printed: {reason}</source>
            <translation>रिफ़ंड पर्ची नहीं छपी: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} was not printed: {reason}</source>
            <translation>क्रेडिट नोट {number} प्रिंट नहीं हुआ: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} printed.</source>
            <translation>क्रेडिट नोट {number} प्रिंट हो गया।</translation>
        </message>
        <message>
            <source>Nothing to record: type what goes back now, or tick that nothing more is owed.</source>
            <translation>दर्ज करने को कुछ नहीं: अभी जो वापस दिया जा रहा है वह लिखें, या चुनें कि अब कुछ बाकी नहीं।</translation>
        </message>
    </context>
    <context>
        <name>DATA_SUMMARY</name>
        <message>
            <source>this agency</source>
            <translation>यह एजेंसी</translation>
        </message>
        <message>
            <source>Name: {name}</source>
            <translation>नाम: {name}</translation>
        </message>
        <message>
            <source>Phone: {phone}</source>
            <translation>फ़ोन: {phone}</translation>
        </message>
        <message>
            <source>E-mail: {email}</source>
            <translation>ई-मेल: {email}</translation>
        </message>
        <message>
            <source>Bookings: {refs}</source>
            <translation>बुकिंग: {refs}</translation>
        </message>
        <message>
            <source>Passengers: {names}</source>
            <translation>यात्री: {names}</translation>
        </message>
        <message numerus="yes">
            <source>ID numbers in use: %n</source>
            <translation>
                <numerusform>इस्तेमाल में पहचान नंबर: %n</numerusform>
                <numerusform>इस्तेमाल में पहचान नंबर: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Digests of ID scans: %n</source>
            <translation>
                <numerusform>पहचान स्कैन के जाँच-कोड: %n</numerusform>
                <numerusform>पहचान स्कैन के जाँच-कोड: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>ID numbers kept out of use, sealed: %n</source>
            <translation>
                <numerusform>इस्तेमाल से बाहर, सीलबंद रखे पहचान नंबर: %n</numerusform>
                <numerusform>इस्तेमाल से बाहर, सीलबंद रखे पहचान नंबर: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator of each trip.</source>
            <translation>वह बुकिंग सेवा जिसके ज़रिए हम बेचते हैं, और हर यात्रा का नाव या टूर ऑपरेटर।</translation>
        </message>
        <message>
            <source>{agency}'s shared records of its counters.</source>
            <translation>{agency} के सभी काउंटरों के साझा रिकॉर्ड।</translation>
        </message>
        <message>
            <source>What {agency} holds about you</source>
            <translation>{agency} के पास आपकी क्या जानकारी है</translation>
        </message>
        <message>
            <source>What we hold</source>
            <translation>हमारे पास क्या है</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>क्यों</translation>
        </message>
        <message>
            <source>To book your trips; for the operator's identity checks; for your receipts or GST invoices and our tax records.</source>
            <translation>आपकी यात्राएँ बुक करने के लिए; ऑपरेटर की पहचान जाँच के लिए; आपकी रसीदों या GST बिलों और हमारे टैक्स रिकॉर्ड के लिए।</translation>
        </message>
        <message>
            <source>Who else received it</source>
            <translation>और किसे मिली</translation>
        </message>
        <message>
            <source>How long</source>
            <translation>कब तक</translation>
        </message>
        <message>
            <source>ID numbers: out of use {days} days after each trip, destroyed one year after the booking. Names, contacts and amounts: with the tax records, as long as tax law requires.</source>
            <translation>पहचान नंबर: हर यात्रा के {days} दिन बाद इस्तेमाल से बाहर, बुकिंग के एक साल बाद मिटा दिए जाते हैं। नाम, संपर्क और रकम: टैक्स रिकॉर्ड के साथ, जब तक टैक्स कानून माँगे।</translation>
        </message>
        <message>
            <source>What you may ask</source>
            <translation>आप क्या माँग सकते हैं</translation>
        </message>
        <message>
            <source>A correction, an erasure, or a copy of this data; to complain, contact {contact}, then the Data Protection Board of India.</source>
            <translation>सुधार, मिटाना, या इस जानकारी की कॉपी; शिकायत के लिए {contact} से संपर्क करें, फिर भारतीय डेटा संरक्षण बोर्ड से।</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHART</name>
        <message>
            <source>Total</source>
            <translation>कुल</translation>
        </message>
        <message>
            <source>Balance ({currency})</source>
            <translation>बैलेंस ({currency})</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>उसके बाद बैलेंस</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>बदलाव</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>What</source>
            <translation>क्या</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>समय</translation>
        </message>
        <message>
            <source>{title}: table</source>
            <translation>{title}: तालिका</translation>
        </message>
        <message>
            <source>The same figures are in the table beside the chart.</source>
            <translation>यही आँकड़े चार्ट के बगल वाली तालिका में भी हैं।</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHARTS</name>
        <message>
            <source>No sales yet on this day.</source>
            <translation>इस दिन अभी तक कोई बिक्री नहीं हुई।</translation>
        </message>
        <message>
            <source>Takings by tender (net of refunds paid)</source>
            <translation>भुगतान के तरीके से वसूली (दिए गए रिफ़ंड घटाकर)</translation>
        </message>
        <message>
            <source>No takings yet: the drawer's figures come with the shift.</source>
            <translation>अभी तक कोई वसूली नहीं: ड्रॉअर के आँकड़े शिफ़्ट के साथ आते हैं।</translation>
        </message>
        <message>
            <source>Hour</source>
            <translation>घंटा</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>काउंटर</translation>
        </message>
        <message>
            <source>What the wallet paid</source>
            <translation>वॉलेट ने जो चुकाया</translation>
        </message>
        <message>
            <source>What customers paid</source>
            <translation>ग्राहकों ने जो चुकाया</translation>
        </message>
        <message>
            <source>Sales by hour: what the wallet paid</source>
            <translation>घंटे के हिसाब से बिक्री: वॉलेट ने जो चुकाया</translation>
        </message>
        <message>
            <source>Sales by hour: what customers paid</source>
            <translation>घंटे के हिसाब से बिक्री: ग्राहकों ने जो चुकाया</translation>
        </message>
        <message>
            <source>What sales by hour add up</source>
            <translation>घंटे के हिसाब से बिक्री में क्या जोड़ा जाए</translation>
        </message>
        <message>
            <source>Wallet ({currency})</source>
            <translation>वॉलेट ({currency})</translation>
        </message>
        <message>
            <source>Customers ({currency})</source>
            <translation>ग्राहक ({currency})</translation>
        </message>
    </context>
    <context>
        <name>DESK</name>
        <message>
            <source>Some ID numbers or scans of the kept sale cannot be read: they were kept encrypted with a key this computer's password store no longer has. Type or scan them again.</source>
            <translation>रखी गई बिक्री के कुछ ID नंबर या स्कैन पढ़े नहीं जा सकते: वे ऐसी कुंजी से एन्क्रिप्ट करके रखे गए थे जो अब इस कंप्यूटर के पासवर्ड स्टोर में नहीं है। उन्हें फिर से लिखें या स्कैन करें।</translation>
        </message>
        <message>
            <source>A sale was in progress when Counterdesk last closed: {summary} (saved {saved}).</source>
            <translation>पिछली बार Counterdesk बंद होते समय एक बिक्री चल रही थी: {summary} (सहेजी गई {saved})।</translation>
        </message>
        <message>
            <source>Restore it to go on where it was left, or discard it.</source>
            <translation>जहाँ छोड़ा था वहीं से आगे बढ़ने के लिए इसे वापस लाएँ, या इसे हटा दें।</translation>
        </message>
        <message>
            <source>&amp;Restore it</source>
            <translation>वापस लाएँ (&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>DETAIL_HTML</name>
        <message>
            <source>Rates before GST</source>
            <translation>GST से पहले दरें</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST से पहले किराया</translation>
        </message>
        <message>
            <source>Net partner price, before GST: {low} – {high}</source>
            <translation>पार्टनर की शुद्ध कीमत, GST से पहले: {low} – {high}</translation>
        </message>
        <message>
            <source>Net fare, before fare GST and service charge: {price}</source>
            <translation>शुद्ध किराया, किराये के GST और सेवा शुल्क से पहले: {price}</translation>
        </message>
        <message>
            <source>What the customer pays: fare GST and service charge included</source>
            <translation>ग्राहक जो चुकाता है: किराये का GST और सेवा शुल्क शामिल</translation>
        </message>
        <message>
            <source>These prices summarise the coming dates. The exact fare of a date and slot comes from the availability search (press Enter).</source>
            <translation>ये कीमतें आने वाली तारीखों का सार हैं। किसी तारीख और स्लॉट का सही किराया उपलब्धता खोज से मिलता है (Enter दबाएँ)।</translation>
        </message>
        <message>
            <source>Price per person</source>
            <translation>प्रति व्यक्ति कीमत</translation>
        </message>
        <message>
            <source>Included</source>
            <translation>शामिल</translation>
        </message>
        <message>
            <source>Not included</source>
            <translation>शामिल नहीं</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>रद्दीकरण</translation>
        </message>
        <message>
            <source>Not available: {reason}</source>
            <translation>उपलब्ध नहीं: {reason}</translation>
        </message>
        <message>
            <source>Available dates</source>
            <translation>उपलब्ध तारीखें</translation>
        </message>
        <message>
            <source>Booking cut-off</source>
            <translation>बुकिंग की अंतिम सीमा</translation>
        </message>
        <message>
            <source>{minutes} minutes before the slot starts (a slot may set its own cut-off, which then applies).</source>
            <translation>स्लॉट शुरू होने से {minutes} मिनट पहले (किसी स्लॉट की अपनी सीमा हो सकती है, तब वही लागू होती है)।</translation>
        </message>
        <message>
            <source>&lt;b&gt;required&lt;/b&gt;</source>
            <translation>&lt;b&gt;ज़रूरी&lt;/b&gt;</translation>
        </message>
        <message>
            <source>not required</source>
            <translation>ज़रूरी नहीं</translation>
        </message>
        <message numerus="yes">
            <source>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · %n seat(s) left</source>
            <translation>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · प्रस्थान {departs}, यात्रा समाप्त {ends} · %n सीट बची है</numerusform>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · प्रस्थान {departs}, यात्रा समाप्त {ends} · %n सीटें बची हैं</numerusform>
            </translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan of it.</source>
            <translation>विदेशी यात्रियों के लिए पासपोर्ट, उसकी संख्या और उसका स्कैन हमेशा ज़रूरी हैं।</translation>
        </message>
        <message>
            <source>{percent} % on the boat fare (permits are government fees)</source>
            <translation>नाव के किराये पर {percent} % (परमिट सरकारी शुल्क हैं)</translation>
        </message>
        <message>
            <source>Identity documents</source>
            <translation>पहचान दस्तावेज़</translation>
        </message>
        <message>
            <source>ID document for every passenger: {id_type}&lt;br&gt;Document number: {number}&lt;br&gt;Scan of the document: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</source>
            <translation>हर यात्री के लिए ID दस्तावेज़: {id_type}&lt;br&gt;दस्तावेज़ संख्या: {number}&lt;br&gt;दस्तावेज़ का स्कैन: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>टिकट</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>उम्र</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>राष्ट्रीयता</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>शुद्ध</translation>
        </message>
        <message>
            <source>Rates</source>
            <translation>दरें</translation>
        </message>
        <message>
            <source>No fare: {tickets} (not in this range).</source>
            <translation>किराया नहीं: {tickets} (इस सीमा में शामिल नहीं)।</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_CONTROLLER</name>
        <message>
            <source>Rebooked.</source>
            <translation>दोबारा बुक हो गया।</translation>
        </message>
        <message>
            <source>The message for {customer} is copied: paste it into SMS or WhatsApp.</source>
            <translation>{customer} के लिए संदेश कॉपी हो गया: इसे SMS या WhatsApp में पेस्ट करें।</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_SCREEN</name>
        <message>
            <source>Counter</source>
            <translation>काउंटर</translation>
        </message>
        <message>
            <source>Departure</source>
            <translation>प्रस्थान</translation>
        </message>
        <message>
            <source>Disrupted bookings of every counter</source>
            <translation>हर काउंटर की प्रभावित बुकिंग</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>ऑपरेटर ने रद्द की</translation>
        </message>
        <message>
            <source>Changed by the operator</source>
            <translation>ऑपरेटर ने बदली</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>बुकिंग</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>ग्राहक</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>फ़ोन</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>ई-मेल</translation>
        </message>
        <message>
            <source>Party</source>
            <translation>यात्री दल</translation>
        </message>
        <message>
            <source>Wallet got back</source>
            <translation>वॉलेट को वापस मिला</translation>
        </message>
        <message>
            <source>Owed to the customer</source>
            <translation>ग्राहक का बकाया</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>पता चला</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>रुकावटें</translation>
        </message>
        <message>
            <source>Disrupted bookings</source>
            <translation>प्रभावित बुकिंग</translation>
        </message>
        <message>
            <source>No booking of this counter is disrupted.</source>
            <translation>इस काउंटर की कोई बुकिंग प्रभावित नहीं है।</translation>
        </message>
        <message>
            <source>Message for the customer</source>
            <translation>ग्राहक के लिए संदेश</translation>
        </message>
        <message>
            <source>&amp;Copy message</source>
            <translation>संदेश कॉपी करें (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Refund</source>
            <translation>रिफ़ंड (&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;book…</source>
            <translation>दोबारा बुक करें… (&amp;B)</translation>
        </message>
        <message>
            <source>Customer &amp;told</source>
            <translation>ग्राहक को बता दिया (&amp;T)</translation>
        </message>
        <message>
            <source>Message for the customer (SMS, WhatsApp):</source>
            <translation>ग्राहक के लिए संदेश (SMS, WhatsApp):</translation>
        </message>
        <message numerus="yes">
            <source>%n departure(s) disrupted</source>
            <translation>
                <numerusform>%n प्रस्थान प्रभावित</numerusform>
                <numerusform>%n प्रस्थान प्रभावित</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n booking(s) to deal with</source>
            <translation>
                <numerusform>%n बुकिंग निपटानी है</numerusform>
                <numerusform>%n बुकिंग निपटानी हैं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Across the agency: %n booking(s) open</source>
            <translation>
                <numerusform>पूरी एजेंसी में: %n बुकिंग बाकी</numerusform>
                <numerusform>पूरी एजेंसी में: %n बुकिंग बाकी</numerusform>
            </translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>पत्र</translation>
        </message>
        <message numerus="yes">
            <source>%n of {sold} seat(s) cancelled</source>
            <translation>
                <numerusform>{sold} में से %n सीट रद्द</numerusform>
                <numerusform>{sold} में से %n सीटें रद्द</numerusform>
            </translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat</source>
            <translation>{seats}, प्रति सीट {amount}</translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat, {over} more on one</source>
            <translation>{seats}, प्रति सीट {amount}, एक सीट पर {over} अधिक</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_BANNER</name>
        <message>
            <source>Open Disruptions</source>
            <translation>रुकावटें खोलें</translation>
        </message>
        <message numerus="yes">
            <source>The operator cancelled or changed %n booking(s) sold here: their customers are to be told, refunded or rebooked.</source>
            <translation>
                <numerusform>ऑपरेटर ने यहाँ बेची गई %n बुकिंग रद्द की या बदली: ग्राहक को बताना, रिफ़ंड देना या दोबारा बुक करना है।</numerusform>
                <numerusform>ऑपरेटर ने यहाँ बेची गई %n बुकिंग रद्द कीं या बदलीं: ग्राहकों को बताना, रिफ़ंड देना या दोबारा बुक करना है।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_MESSAGE</name>
        <message>
            <source>Dear {name}, the operator has changed {trip} of your booking {ref}: it now leaves on {day} at {time}. You can keep the new time, move to another departure, or have your money back. Please call us or come to the counter.</source>
            <translation>प्रिय {name}, ऑपरेटर ने आपकी बुकिंग {ref} की {trip} बदल दी है: अब यह {day} को {time} बजे रवाना होगी। आप नया समय रख सकते हैं, दूसरे प्रस्थान में जा सकते हैं, या अपने पैसे वापस ले सकते हैं। कृपया हमें फ़ोन करें या काउंटर पर आएँ।</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You can move to another departure or have your money back. Please call us or come to the counter.</source>
            <translation>प्रिय {name}, ऑपरेटर ने {day} की {trip} रद्द कर दी है (बुकिंग {ref})। आप दूसरे प्रस्थान में जा सकते हैं या अपने पैसे वापस ले सकते हैं। कृपया हमें फ़ोन करें या काउंटर पर आएँ।</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You are owed ₹{amount}. You can have it back, or move to another departure. Please call us or come to the counter.</source>
            <translation>प्रिय {name}, ऑपरेटर ने {day} की {trip} रद्द कर दी है (बुकिंग {ref})। आपको ₹{amount} वापस मिलने हैं। आप यह रकम वापस ले सकते हैं, या दूसरे प्रस्थान में जा सकते हैं। कृपया हमें फ़ोन करें या काउंटर पर आएँ।</translation>
        </message>
        <message>
            <source>News of your booking {ref}</source>
            <translation>आपकी बुकिंग {ref} के बारे में सूचना</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES</name>
        <message>
            <source>Copies of the customer&apos;s documents</source>
            <translation>ग्राहक के दस्तावेज़ों की प्रतियाँ</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>प्रिंट करें</translation>
        </message>
        <message>
            <source>Receipt or invoice</source>
            <translation>रसीद या बीजक</translation>
        </message>
        <message>
            <source>Credit notes</source>
            <translation>क्रेडिट नोट</translation>
        </message>
        <message>
            <source>Save a duplicate as PDF</source>
            <translation>डुप्लिकेट PDF के रूप में सहेजें</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES_CONTROLLER</name>
        <message>
            <source>The duplicate was not saved: {reason}</source>
            <translation>डुप्लिकेट सहेजा नहीं गया: {reason}</translation>
        </message>
        <message>
            <source>Duplicate saved to {path}.</source>
            <translation>डुप्लिकेट {path} में सहेजा गया।</translation>
        </message>
        <message>
            <source>The duplicate was not printed: {reason}</source>
            <translation>डुप्लिकेट प्रिंट नहीं हुआ: {reason}</translation>
        </message>
        <message>
            <source>Duplicate printed.</source>
            <translation>डुप्लिकेट प्रिंट हो गया।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_CUTOFF</name>
        <message>
            <source>Booking closed {minutes} minutes before the slot start.</source>
            <translation>स्लॉट शुरू होने से {minutes} मिनट पहले बुकिंग बंद हो गई।</translation>
        </message>
        <message>
            <source>Booking closed {days} day(s) before departure.</source>
            <translation>प्रस्थान से {days} दिन पहले बुकिंग बंद हो गई।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_ENVIRONMENT</name>
        <message>
            <source>SANDBOX — training, not valid for travel</source>
            <translation>SANDBOX — प्रशिक्षण, यात्रा के लिए मान्य नहीं</translation>
        </message>
        <message>
            <source>The service changed from {before} to {after} between two answers (a changed address or a misconfigured proxy).</source>
            <translation>दो उत्तरों के बीच सेवा {before} से {after} में बदल गई (बदला हुआ पता या ग़लत सेट प्रॉक्सी)।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_FIELDS</name>
        <message>
            <source>{field} is required.</source>
            <translation>{field} आवश्यक है।</translation>
        </message>
        <message>
            <source>{field} must be a whole number.</source>
            <translation>{field} पूर्ण संख्या होनी चाहिए।</translation>
        </message>
        <message>
            <source>{field} must be from {low} to {high}.</source>
            <translation>{field} {low} से {high} तक होना चाहिए।</translation>
        </message>
        <message>
            <source>{field} must be at least {low}.</source>
            <translation>{field} कम से कम {low} होना चाहिए।</translation>
        </message>
        <message>
            <source>{field} has a broken character (half of one); retype it.</source>
            <translation>{field} में एक टूटा अक्षर (आधा अक्षर) है; इसे फिर से टाइप करें।</translation>
        </message>
        <message>
            <source>{field} contains a control character (such as NUL, a tab or a line break); retype it.</source>
            <translation>{field} में कंट्रोल अक्षर (जैसे NUL, टैब या लाइन ब्रेक) है; इसे फिर से टाइप करें।</translation>
        </message>
        <message>
            <source>{field} contains an invisible formatting character (such as a right-to-left override or a zero-width space); retype it.</source>
            <translation>{field} में एक अदृश्य फ़ॉर्मैटिंग अक्षर (जैसे दाएँ-से-बाएँ ओवरराइड या शून्य-चौड़ाई का स्पेस) है; इसे फिर से टाइप करें।</translation>
        </message>
        <message>
            <source>{field} must be text.</source>
            <translation>{field} टेक्स्ट होना चाहिए।</translation>
        </message>
        <message>
            <source>{field} is {length} characters; at most {most} are allowed.</source>
            <translation>{field} {length} अक्षरों का है; अधिकतम {most} की अनुमति है।</translation>
        </message>
        <message>
            <source>{field} is not valid ({hint}).</source>
            <translation>{field} मान्य नहीं है ({hint})।</translation>
        </message>
        <message>
            <source>{field} is not valid.</source>
            <translation>{field} मान्य नहीं है।</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}.</source>
            <translation>{field} इनमें से एक होना चाहिए: {choices}।</translation>
        </message>
        <message>
            <source>{field} must be a date written YYYY-MM-DD.</source>
            <translation>{field} YYYY-MM-DD रूप में लिखी तारीख होनी चाहिए।</translation>
        </message>
        <message>
            <source>{field} is not a field of this request.</source>
            <translation>{field} इस अनुरोध का फ़ील्ड नहीं है।</translation>
        </message>
        <message>
            <source>Passenger name</source>
            <translation>यात्री का नाम</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>लिंग</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>ID प्रकार</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>ID नंबर</translation>
        </message>
        <message>
            <source>ID document scan</source>
            <translation>ID दस्तावेज़ स्कैन</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>ग्राहक का नाम</translation>
        </message>
        <message>
            <source>Customer email</source>
            <translation>ग्राहक का ईमेल</translation>
        </message>
        <message>
            <source>Customer phone</source>
            <translation>ग्राहक का फ़ोन</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>यात्रा की तारीख</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>राष्ट्रीयता</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>आयु</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>संख्या</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>Module type</source>
            <translation>मॉड्यूल प्रकार</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>मॉड्यूल</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>कार्रवाई</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>तारीख</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>सीमा</translation>
        </message>
        <message>
            <source>Request id</source>
            <translation>अनुरोध ID</translation>
        </message>
        <message>
            <source>Availability id</source>
            <translation>उपलब्धता ID</translation>
        </message>
        <message>
            <source>Slot id</source>
            <translation>स्लॉट ID</translation>
        </message>
        <message>
            <source>Schedule id</source>
            <translation>समय-सारणी ID</translation>
        </message>
        <message>
            <source>Activity id</source>
            <translation>गतिविधि ID</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GST</name>
        <message>
            <source>Agent: GST on the service charge only</source>
            <translation>एजेंट: GST केवल सेवा शुल्क पर</translation>
        </message>
        <message>
            <source>Tour operator: GST on the whole price</source>
            <translation>टूर ऑपरेटर: GST पूरी कीमत पर</translation>
        </message>
        <message>
            <source>Not registered or composition: Bill of Supply</source>
            <translation>पंजीकृत नहीं या कंपोज़िशन: बिल ऑफ़ सप्लाई</translation>
        </message>
        <message>
            <source>The customer's GSTIN is of state {code}, not {state}.</source>
            <translation>ग्राहक का GSTIN राज्य {code} का है, {state} का नहीं।</translation>
        </message>
        <message>
            <source>A business customer's invoice needs its address.</source>
            <translation>व्यावसायिक ग्राहक के इनवॉइस पर उसका पता ज़रूरी है।</translation>
        </message>
        <message>
            <source>{code} is not a GST state code.</source>
            <translation>{code} GST राज्य कोड नहीं है।</translation>
        </message>
        <message>
            <source>A registered agency needs its state.</source>
            <translation>पंजीकृत एजेंसी का राज्य ज़रूरी है।</translation>
        </message>
        <message>
            <source>The agency's GSTIN is of state {code}, not {state}.</source>
            <translation>एजेंसी का GSTIN राज्य {code} का है, {state} का नहीं।</translation>
        </message>
        <message>
            <source>Service charge (reservation)</source>
            <translation>सेवा शुल्क (आरक्षण)</translation>
        </message>
        <message>
            <source>Tour or boat trip</source>
            <translation>टूर या नाव यात्रा</translation>
        </message>
        <message>
            <source>Tour or boat price paid on your behalf (pure agent, not taxable)</source>
            <translation>आपकी ओर से चुकाई गई टूर या नाव की कीमत (शुद्ध एजेंट, कर-योग्य नहीं)</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>छूट</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>राउंड ऑफ़</translation>
        </message>
        <message>
            <source>The amount charged is the gross amount for the tour, including the charges for accommodation and transport. No input tax credit has been taken on the goods and services used for it, other than tour operator services bought from another tour operator (notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)).</source>
            <translation>ली गई राशि इस टूर की सकल राशि है, जिसमें आवास और परिवहन के शुल्क शामिल हैं। इसमें प्रयुक्त वस्तुओं और सेवाओं पर कोई इनपुट टैक्स क्रेडिट नहीं लिया गया है, सिवाय किसी अन्य टूर ऑपरेटर से खरीदी गई टूर ऑपरेटर सेवाओं के (अधिसूचना 11/2017-केंद्रीय कर (दर), क्रम सं. 23 (i))।</translation>
        </message>
        <message>
            <source>The tour operator's rate applies only to tours that include accommodation and transport. A boat or activity sale alone is taxed as the agent's charge.</source>
            <translation>टूर ऑपरेटर की दर केवल उन टूर पर लागू होती है जिनमें आवास और परिवहन शामिल हों। केवल नाव या गतिविधि की बिक्री पर एजेंट के शुल्क के रूप में कर लगता है।</translation>
        </message>
        <message>
            <source>A consumer's tax invoice of 50,000 or more taxable value names their address.</source>
            <translation>50,000 या उससे अधिक कर योग्य मूल्य के उपभोक्ता के कर बीजक पर उनका पता होता है।</translation>
        </message>
        <message>
            <source>A credit note to a consumer names their address.</source>
            <translation>उपभोक्ता को दिए क्रेडिट नोट पर उनका पता होता है।</translation>
        </message>
        <message>
            <source>The place of supply is taken from the customer's address: give it.</source>
            <translation>आपूर्ति का स्थान ग्राहक के पते से लिया जाता है: पता दें।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GSTIN</name>
        <message>
            <source>A GSTIN has 15 characters; this one has {length}.</source>
            <translation>GSTIN में 15 अक्षर होते हैं; इसमें {length} हैं।</translation>
        </message>
        <message>
            <source>A GSTIN starts with a state code from 01 to 38, not {code}.</source>
            <translation>GSTIN 01 से 38 तक के राज्य कोड से शुरू होता है, {code} से नहीं।</translation>
        </message>
        <message>
            <source>A GSTIN is the state code, the PAN (5 letters, 4 digits, 1 letter), the entity number, Z and a check character.</source>
            <translation>GSTIN में राज्य कोड, PAN (5 अक्षर, 4 अंक, 1 अक्षर), इकाई संख्या, Z और एक जाँच अक्षर होता है।</translation>
        </message>
        <message>
            <source>This GSTIN's last character does not match: check it for a typing mistake.</source>
            <translation>इस GSTIN का अंतिम अक्षर मेल नहीं खाता: टाइपिंग की गलती जाँचें।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_IDENTITY</name>
        <message>
            <source>A foreign passenger needs a passport as the ID.</source>
            <translation>विदेशी यात्री के लिए ID के रूप में पासपोर्ट चाहिए।</translation>
        </message>
        <message>
            <source>This trip needs an ID type for every passenger.</source>
            <translation>इस यात्रा में हर यात्री का ID प्रकार चाहिए।</translation>
        </message>
        <message>
            <source>A foreign passenger needs the document number.</source>
            <translation>विदेशी यात्री के लिए दस्तावेज़ नंबर चाहिए।</translation>
        </message>
        <message>
            <source>This trip needs the document number.</source>
            <translation>इस यात्रा में दस्तावेज़ नंबर चाहिए।</translation>
        </message>
        <message>
            <source>A foreign passenger needs a scan of the document.</source>
            <translation>विदेशी यात्री के लिए दस्तावेज़ का स्कैन चाहिए।</translation>
        </message>
        <message>
            <source>This trip needs a scan of the document.</source>
            <translation>इस यात्रा में दस्तावेज़ का स्कैन चाहिए।</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>महिला</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>अन्य</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>पुरुष</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MODULES</name>
        <message>
            <source>Boat</source>
            <translation>नाव</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>गतिविधि</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MRZ</name>
        <message>
            <source>line {number} has {length} characters, expected {expected}</source>
            <translation>पंक्ति {number} में {length} अक्षर हैं, अपेक्षित {expected}</translation>
        </message>
        <message>
            <source>a passport's MRZ is two lines of {expected} characters; got {count} line(s), {size} characters</source>
            <translation>पासपोर्ट का MRZ {expected} अक्षरों की दो पंक्तियाँ होता है; मिला {count} पंक्ति, {size} अक्षर</translation>
        </message>
        <message>
            <source>line {number} holds characters other than A-Z, 0-9 and &lt;</source>
            <translation>पंक्ति {number} में A-Z, 0-9 और &lt; के अलावा अक्षर हैं</translation>
        </message>
        <message>
            <source>line 1 does not start with P: this is not a passport</source>
            <translation>पंक्ति 1 P से शुरू नहीं होती: यह पासपोर्ट नहीं है</translation>
        </message>
        <message>
            <source>{field} check digit is {given}, expected {expected}</source>
            <translation>{field} का जाँच अंक {given} है, अपेक्षित {expected}</translation>
        </message>
        <message>
            <source>{field} {text} is not a date (YYMMDD)</source>
            <translation>{field} {text} तारीख नहीं है (YYMMDD)</translation>
        </message>
        <message>
            <source>document number</source>
            <translation>दस्तावेज़ नंबर</translation>
        </message>
        <message>
            <source>date of birth</source>
            <translation>जन्म तिथि</translation>
        </message>
        <message>
            <source>expiry date</source>
            <translation>समाप्ति तिथि</translation>
        </message>
        <message>
            <source>personal number</source>
            <translation>व्यक्तिगत नंबर</translation>
        </message>
        <message>
            <source>composite</source>
            <translation>संयुक्त</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PAYMENT</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>राशि रुपये और पैसे में टाइप करें, उदाहरण 1250.50।</translation>
        </message>
        <message>
            <source>The amount must be more than zero.</source>
            <translation>राशि शून्य से अधिक होनी चाहिए।</translation>
        </message>
        <message>
            <source>Type the cash handed over in rupees and paise.</source>
            <translation>दी गई नकद राशि रुपये और पैसे में टाइप करें।</translation>
        </message>
        <message>
            <source>The cash handed over ({tendered}) is less than the cash part ({amount}): take {more} more.</source>
            <translation>दी गई नकद राशि ({tendered}) नकद हिस्से ({amount}) से कम है: {more} और लें।</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {short} is still to pay.</source>
            <translation>हिस्सों का जोड़ {paid} है, कीमत {price} नहीं: {short} अभी देना बाकी है।</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {extra} too much.</source>
            <translation>हिस्सों का जोड़ {paid} है, कीमत {price} नहीं: {extra} अधिक है।</translation>
        </message>
        <message>
            <source>Choose how the customer pays: {ways}.</source>
            <translation>चुनें कि ग्राहक कैसे भुगतान करता है: {ways}।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PERIOD</name>
        <message>
            <source>The first day ({first}) is after the last day ({last}).</source>
            <translation>पहला दिन ({first}) आख़िरी दिन ({last}) के बाद का है।</translation>
        </message>
        <message>
            <source>The last day ({last}) has not come yet: the export ends today ({today}) at the latest.</source>
            <translation>आख़िरी दिन ({last}) अभी आया नहीं है: एक्सपोर्ट ज़्यादा से ज़्यादा आज ({today}) तक का हो सकता है।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PHONE</name>
        <message>
            <source>e.g. 98765 43210 or +91 98765 43210</source>
            <translation>जैसे 98765 43210 या +91 98765 43210</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PIN</name>
        <message>
            <source>The supervisor PIN is {least} to {most} digits, or a passphrase of at least {phrase} characters.</source>
            <translation>सुपरवाइज़र PIN {least} से {most} अंकों का होता है, या कम से कम {phrase} अक्षरों का पासफ़्रेज़।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: try again in {seconds} seconds.</source>
            <translation>बहुत बार गलत PIN: {seconds} सेकंड बाद फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: the PIN is locked until it is set again in Settings, on its Supervisor PIN page, by the API key's holder.</source>
            <translation>बहुत बार गलत PIN: PIN तब तक बंद है जब तक API कुंजी का धारक सेटिंग्स के &quot;सुपरवाइज़र PIN&quot; पेज पर उसे फिर से सेट न करे।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_REQUESTS</name>
        <message>
            <source>write it like name@example.com</source>
            <translation>इसे name@example.com की तरह लिखें</translation>
        </message>
        <message>
            <source>8 to 15 digits, no spaces, no +</source>
            <translation>8 से 15 अंक, बिना स्पेस, बिना +</translation>
        </message>
        <message>
            <source>Travel date is in the past (today is {today}).</source>
            <translation>यात्रा की तारीख बीत चुकी है (आज {today} है)।</translation>
        </message>
        <message>
            <source>Each passenger must be an object.</source>
            <translation>हर यात्री एक ऑब्जेक्ट होना चाहिए।</translation>
        </message>
        <message>
            <source>Age must be a whole number from 0 to {most}.</source>
            <translation>आयु 0 से {most} तक की पूर्ण संख्या होनी चाहिए।</translation>
        </message>
        <message>
            <source>ID number is at most {most} characters.</source>
            <translation>ID नंबर अधिकतम {most} अक्षरों का होता है।</translation>
        </message>
        <message>
            <source>A boat booking needs the list of passengers.</source>
            <translation>नाव बुकिंग के लिए यात्रियों की सूची चाहिए।</translation>
        </message>
        <message>
            <source>There are {count} passengers but the quantity is {qty}.</source>
            <translation>यात्री {count} हैं लेकिन संख्या {qty} है।</translation>
        </message>
        <message>
            <source>Choose at least one passenger to cancel.</source>
            <translation>रद्द करने के लिए कम से कम एक यात्री चुनें।</translation>
        </message>
        <message>
            <source>Passenger ids must be distinct numbers.</source>
            <translation>यात्री ID अलग-अलग संख्याएँ होनी चाहिए।</translation>
        </message>
        <message>
            <source>The word “{word}” is typed in letters of another alphabet that only look Latin (such as Cyrillic or Greek); retype it in Latin letters.</source>
            <translation>शब्द “{word}” किसी दूसरी लिपि के ऐसे अक्षरों में लिखा है जो केवल लैटिन जैसे दिखते हैं (जैसे सिरिलिक या ग्रीक); इसे लैटिन अक्षरों में दोबारा लिखें।</translation>
        </message>
        <message>
            <source>The word “{word}” mixes letters of different alphabets (such as a Cyrillic or Greek letter that looks Latin); retype it in one alphabet.</source>
            <translation>शब्द “{word}” में अलग-अलग लिपियों के अक्षर मिले हैं (जैसे लैटिन जैसा दिखने वाला सिरिलिक या ग्रीक अक्षर); इसे एक ही लिपि में दोबारा लिखें।</translation>
        </message>
        <message>
            <source>A name on a passport must be typed in Latin letters, as in the passport's machine-readable lines.</source>
            <translation>पासपोर्ट वाला नाम लैटिन अक्षरों में लिखना होगा, जैसा पासपोर्ट की मशीन से पढ़ी जाने वाली पंक्तियों में है।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_STATUS</name>
        <message>
            <source>Cancelled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>कन्फ़र्म</translation>
        </message>
        <message>
            <source>Part-cancelled</source>
            <translation>आंशिक रद्द</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TICKETS</name>
        <message>
            <source>Infant</source>
            <translation>शिशु</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>बच्चा</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>वयस्क</translation>
        </message>
        <message>
            <source>Foreigner</source>
            <translation>विदेशी</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>भारतीय</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TILL</name>
        <message>
            <source>The service charge is not refunded.</source>
            <translation>सेवा शुल्क रिफ़ंड नहीं होता।</translation>
        </message>
        <message>
            <source>Not refundable: sold less than 24 h before the start, when cancelling is closed.</source>
            <translation>रिफ़ंड नहीं होगा: शुरू होने से 24 घंटे से कम पहले बेचा गया, जब रद्द करना बंद हो चुका था।</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and fare GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 घंटे या उससे पहले रद्द करें: किराया और किराये का GST वापस; 24 से 48 घंटे: आधा; 24 घंटे से कम: कुछ नहीं; सेवा का रद्दीकरण शुल्क घटाकर।</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 घंटे या उससे पहले रद्द करें: किराया और GST वापस; 24 से 48 घंटे: आधा; 24 घंटे से कम: कुछ नहीं; सेवा का रद्दीकरण शुल्क घटाकर।</translation>
        </message>
        <message>
            <source>Round off must be none, 1, 5 or 10 rupees.</source>
            <translation>राउंड ऑफ़ कोई नहीं, 1, 5 या 10 रुपये होना चाहिए।</translation>
        </message>
        <message>
            <source>The boat markup must be a number.</source>
            <translation>नाव का मार्कअप एक संख्या होना चाहिए।</translation>
        </message>
        <message>
            <source>The activity markup must be a number.</source>
            <translation>गतिविधि का मार्कअप एक संख्या होना चाहिए।</translation>
        </message>
        <message>
            <source>The boat discount must be under 100 %.</source>
            <translation>नाव की छूट 100 % से कम होनी चाहिए।</translation>
        </message>
        <message>
            <source>The activity discount must be under 100 %.</source>
            <translation>गतिविधि की छूट 100 % से कम होनी चाहिए।</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>सेवा शुल्क</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>छूट</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_UPI</name>
        <message>
            <source>The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis.</source>
            <translation>UPI ID में एक नाम, @ और बैंक या ऐप का हैंडल होता है, जैसे agency@okaxis।</translation>
        </message>
        <message>
            <source>The UPI payee name is 1 to {most} letters.</source>
            <translation>UPI पर पाने वाले का नाम 1 से {most} अक्षरों का होता है।</translation>
        </message>
        <message>
            <source>A UPI payment needs an amount of more than zero.</source>
            <translation>UPI भुगतान के लिए शून्य से ज़्यादा राशि चाहिए।</translation>
        </message>
        <message>
            <source>The sale has no UPI transaction reference.</source>
            <translation>इस बिक्री का कोई UPI ट्रांज़ैक्शन रेफ़रेंस नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>DRAFT_QUESTION</name>
        <message>
            <source>Sale in progress</source>
            <translation>बिक्री जारी है</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>हटाएँ (&amp;D)</translation>
        </message>
        <message>
            <source>Discarded: {summary}.</source>
            <translation>हटा दी गई: {summary}।</translation>
        </message>
        <message>
            <source>It was never sent to the service. Undo brings it back.</source>
            <translation>यह सेवा को कभी भेजी नहीं गई थी। पूर्ववत करें दबाकर इसे वापस ला सकते हैं।</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>पूर्ववत करें (&amp;U)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ठीक है</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_PRINT</name>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} से लिया</translation>
        </message>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} से लौटाया</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} शुद्ध</translation>
        </message>
        <message>
            <source>Owed in all</source>
            <translation>कुल बकाया</translation>
        </message>
        <message>
            <source>Owed to customers, not yet paid</source>
            <translation>ग्राहकों को देना बाकी, अभी नहीं दिया</translation>
        </message>
        <message>
            <source>Reason: {reason}</source>
            <translation>कारण: {reason}</translation>
        </message>
        <message>
            <source>Z report {number}</source>
            <translation>Z रिपोर्ट {number}</translation>
        </message>
        <message>
            <source>X report</source>
            <translation>X रिपोर्ट</translation>
        </message>
        <message>
            <source>open</source>
            <comment>a shift not closed yet</comment>
            <translation>खुली</translation>
        </message>
        <message>
            <source>{title} · counter {counter}</source>
            <translation>{title} · काउंटर {counter}</translation>
        </message>
        <message>
            <source>Closes the shift</source>
            <translation>शिफ़्ट बंद करती है</translation>
        </message>
        <message>
            <source>The shift stays open</source>
            <translation>शिफ़्ट खुली रहती है</translation>
        </message>
        <message>
            <source>Cash drawer ({currency})</source>
            <translation>कैश ड्रॉअर ({currency})</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>कर्मचारी</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>खुली</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>बंद</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>प्रिंट</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>शुरुआती नकद</translation>
        </message>
        <message>
            <source>+ Cash in from sales</source>
            <translation>+ बिक्री से आया नकद</translation>
        </message>
        <message>
            <source>- Cash out for refunds</source>
            <translation>- रिफ़ंड में गया नकद</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>इसमें पूरे रुपयों तक राउंड ऑफ़</translation>
        </message>
        <message>
            <source>= Expected cash</source>
            <translation>= अपेक्षित नकद</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>गिना गया</translation>
        </message>
        <message>
            <source>Counted cash</source>
            <translation>गिना गया नकद</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>अंतर</translation>
        </message>
        <message>
            <source>The drawer was not counted.</source>
            <translation>कैश ड्रॉअर गिना नहीं गया।</translation>
        </message>
        <message>
            <source>To compare with their settlement reports</source>
            <translation>उनकी सेटलमेंट रिपोर्ट से मिलाने के लिए</translation>
        </message>
        <message>
            <source>Records' chain</source>
            <translation>रिकॉर्ड शृंखला</translation>
        </message>
        <message>
            <source>Banked or taken out</source>
            <translation>बैंक में जमा या निकाला</translation>
        </message>
        <message>
            <source>Left in the drawer</source>
            <translation>ड्रॉअर में बचा</translation>
        </message>
        <message>
            <source>Against the bank's statements</source>
            <translation>बैंक स्टेटमेंट से मिलान</translation>
        </message>
        <message>
            <source>{tender} proved</source>
            <translation>{tender} पक्का</translation>
        </message>
        <message>
            <source>{tender} not yet in the statement</source>
            <translation>{tender} अभी स्टेटमेंट में नहीं</translation>
        </message>
        <message>
            <source>{tender} questioned</source>
            <translation>{tender} संदिग्ध</translation>
        </message>
        <message>
            <source>{tender} customer still owes</source>
            <translation>{tender} ग्राहक पर अभी बाकी</translation>
        </message>
        <message>
            <source>{tender} written off</source>
            <translation>{tender} बट्टे खाते में डाला</translation>
        </message>
        <message>
            <source>Access log</source>
            <translation>एक्सेस लॉग</translation>
        </message>
        <message>
            <source>These heads were mailed to {owner}.</source>
            <translation>ये हेड {owner} को ई-मेल किए गए।</translation>
        </message>
        <message>
            <source>These heads are kept by the agency store.</source>
            <translation>ये हेड एजेंसी स्टोर में रखे गए हैं।</translation>
        </message>
        <message>
            <source>These heads are not sent anywhere: no owner&apos;s address is set. Keep this paper.</source>
            <translation>ये हेड कहीं नहीं भेजे गए: मालिक का कोई पता सेट नहीं है। यह कागज़ संभालकर रखें।</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} रिफ़ंड</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_REPORT</name>
        <message>
            <source>Coins</source>
            <translation>सिक्के</translation>
        </message>
    </context>
    <context>
        <name>DUPLICATE</name>
        <message>
            <source>DUPLICATE — a copy printed {moment}, not a new document</source>
            <translation>डुप्लिकेट — {moment} को छपी प्रति, नया दस्तावेज़ नहीं</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE</name>
        <message>
            <source>Under 5 crore: no e-invoices</source>
            <translation>5 करोड़ से कम: ई-इनवॉइस नहीं</translation>
        </message>
        <message>
            <source>5 to 10 crore: e-invoices for B2B</source>
            <translation>5 से 10 करोड़: B2B के लिए ई-इनवॉइस</translation>
        </message>
        <message>
            <source>10 crore or more: e-invoices for B2B, reported within 30 days</source>
            <translation>10 करोड़ या अधिक: B2B के लिए ई-इनवॉइस, 30 दिन के भीतर रिपोर्ट</translation>
        </message>
        <message>
            <source>The agency's address must end with its town and 6-digit PIN code (for example MG Road, Kochi 682016) for an e-invoice: correct it in Settings, GST.</source>
            <translation>ई-इनवॉइस के लिए एजेंसी के पते के अंत में उसका शहर और 6 अंकों का PIN कोड होना चाहिए (जैसे MG Road, Kochi 682016): सेटिंग्स, GST में सुधारें।</translation>
        </message>
        <message>
            <source>The agency's legal name must have at least 3 letters.</source>
            <translation>एजेंसी के कानूनी नाम में कम से कम 3 अक्षर होने चाहिए।</translation>
        </message>
        <message>
            <source>The customer's address on {number} has no town: the e-invoice needs one.</source>
            <translation>{number} पर ग्राहक के पते में शहर नहीं है: ई-इनवॉइस को इसकी ज़रूरत है।</translation>
        </message>
        <message>
            <source>The customer's name on {number} must have at least 3 letters.</source>
            <translation>{number} पर ग्राहक के नाम में कम से कम 3 अक्षर होने चाहिए।</translation>
        </message>
        <message>
            <source>{number} is not a B2B tax document: it needs no e-invoice.</source>
            <translation>{number} B2B टैक्स दस्तावेज़ नहीं है: इसका ई-इनवॉइस नहीं बनता।</translation>
        </message>
        <message>
            <source>{number} has no taxed line (a pure agent's reimbursement only): it needs no e-invoice.</source>
            <translation>{number} में कोई कर वाली पंक्ति नहीं है (केवल प्योर एजेंट की प्रतिपूर्ति): इसका ई-इनवॉइस नहीं बनता।</translation>
        </message>
        <message>
            <source>The portal refuses the number {number}: up to 16 letters, digits, / and -, not starting with 0.</source>
            <translation>पोर्टल नंबर {number} स्वीकार नहीं करता: अधिकतम 16 अक्षर, अंक, / और -, और शुरुआत 0 से नहीं।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CLOCK</name>
        <message>
            <source>Credit note</source>
            <translation>क्रेडिट नोट</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>बीजक</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hour(s) ago).</source>
            <translation>
                <numerusform>{kind} {number}: इसका IRN पोर्टल पर {moment} तक रद्द करें (IRN %n घंटे पहले मिला)।</numerusform>
                <numerusform>{kind} {number}: इसका IRN पोर्टल पर {moment} तक रद्द करें (IRN %n घंटे पहले मिला)।</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} {number}: its IRN is over 24 hours old and can no longer be cancelled on the portal; issue a credit note instead.</source>
            <translation>{kind} {number}: इसका IRN 24 घंटे से पुराना है और अब पोर्टल पर रद्द नहीं हो सकता; इसकी जगह क्रेडिट नोट जारी करें।</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</source>
            <translation>
                <numerusform>{kind} {number}: %n दिन पुराना, पोर्टल के 30 दिन बीत गए; अब इसे रिपोर्ट नहीं किया जा सकता। अकाउंटेंट को बताएँ।</numerusform>
                <numerusform>{kind} {number}: %n दिन पुराना, पोर्टल के 30 दिन बीत गए; अब इसे रिपोर्ट नहीं किया जा सकता। अकाउंटेंट को बताएँ।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, report it to the portal by {day}.</source>
            <translation>
                <numerusform>{kind} {number}: %n दिन पुराना, इसे {day} तक पोर्टल पर रिपोर्ट करें।</numerusform>
                <numerusform>{kind} {number}: %n दिन पुराना, इसे {day} तक पोर्टल पर रिपोर्ट करें।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, without an IRN.</source>
            <translation>
                <numerusform>{kind} {number}: %n दिन पुराना, बिना IRN के।</numerusform>
                <numerusform>{kind} {number}: %n दिन पुराना, बिना IRN के।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CONTROLLER</name>
        <message>
            <source>The file could not be written or read ({reason}). Choose another folder or file.</source>
            <translation>फ़ाइल लिखी या पढ़ी नहीं जा सकी ({reason})। कोई दूसरा फ़ोल्डर या फ़ाइल चुनें।</translation>
        </message>
        <message numerus="yes">
            <source>IRN kept on %n document(s): {numbers}.</source>
            <translation>
                <numerusform>%n दस्तावेज़ों पर IRN रखा गया: {numbers}।</numerusform>
                <numerusform>%n दस्तावेज़ों पर IRN रखा गया: {numbers}।</numerusform>
            </translation>
        </message>
        <message>
            <source>IRN cancelled on the portal: {numbers}.</source>
            <translation>पोर्टल पर IRN रद्द हुआ: {numbers}।</translation>
        </message>
        <message>
            <source>Already kept: {numbers}.</source>
            <translation>पहले से रखे हुए: {numbers}।</translation>
        </message>
        <message>
            <source>The file held no answer of the portal.</source>
            <translation>फ़ाइल में पोर्टल का कोई जवाब नहीं था।</translation>
        </message>
        <message>
            <source>Saved {path}: upload it on the portal.</source>
            <translation>{path} सहेजी गई: इसे पोर्टल पर अपलोड करें।</translation>
        </message>
        <message numerus="yes">
            <source>Saved %n document(s) in {path}: upload it on the portal.</source>
            <translation>
                <numerusform>{path} में %n दस्तावेज़ सहेजे गए: इसे पोर्टल पर अपलोड करें।</numerusform>
                <numerusform>{path} में %n दस्तावेज़ सहेजे गए: इसे पोर्टल पर अपलोड करें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}: cancel the IRN on the portal with it, then import its answer.</source>
            <translation>{path} सहेजी गई: इससे पोर्टल पर IRN रद्द करें, फिर उसका जवाब आयात करें।</translation>
        </message>
        <message>
            <source>The file could not be read as the portal's answer; nothing was changed.</source>
            <translation>फ़ाइल को पोर्टल के जवाब के रूप में पढ़ा नहीं जा सका; कुछ नहीं बदला गया।</translation>
        </message>
        <message>
            <source>IRN kept on {numbers}, accepted by {name}.</source>
            <translation>{numbers} पर IRN रखा गया, {name} ने स्वीकार किया।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_DIALOG</name>
        <message>
            <source>E-invoices (IRN)</source>
            <translation>ई-इनवॉइस (IRN)</translation>
        </message>
        <message>
            <source>Turnover: {band}</source>
            <translation>टर्नओवर: {band}</translation>
        </message>
        <message>
            <source>E-invoices are off (turnover under 5 crore). A supervisor sets the turnover in Settings, GST.</source>
            <translation>ई-इनवॉइस बंद हैं (टर्नओवर 5 करोड़ से कम)। टर्नओवर सुपरवाइज़र सेटिंग्स, GST में तय करते हैं।</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>चुनें (&amp;H)…</translation>
        </message>
        <message>
            <source>Invoice or credit note number</source>
            <translation>बीजक या क्रेडिट नोट नंबर</translation>
        </message>
        <message>
            <source>Export &amp;JSON</source>
            <translation>JSON निर्यात करें (&amp;J)</translation>
        </message>
        <message>
            <source>Export the day's &amp;bulk file</source>
            <translation>दिन की बल्क फ़ाइल निर्यात करें (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Import the portal's answer…</source>
            <translation>पोर्टल का जवाब आयात करें (&amp;I)…</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>फ़ोल्डर (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Document</source>
            <translation>दस्तावेज़ (&amp;D)</translation>
        </message>
        <message>
            <source>D&amp;ay</source>
            <translation>दिन (&amp;A)</translation>
        </message>
        <message>
            <source>Portal's answer</source>
            <translation>पोर्टल का जवाब</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>प्रतीक्षा में</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Folder for the e-invoice files</source>
            <translation>ई-इनवॉइस फ़ाइलों का फ़ोल्डर</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>वह फ़ोल्डर चुनें जिसमें फ़ाइलें जाएँ।</translation>
        </message>
        <message>
            <source>Type the invoice or credit note number, e.g. PB1/26/000123.</source>
            <translation>बीजक या क्रेडिट नोट नंबर लिखें, जैसे PB1/26/000123।</translation>
        </message>
        <message>
            <source>The portal's answer file</source>
            <translation>पोर्टल के जवाब की फ़ाइल</translation>
        </message>
        <message>
            <source>The portal's JSON (*.json)</source>
            <translation>पोर्टल का JSON (*.json)</translation>
        </message>
        <message>
            <source>Nothing is waiting for an IRN.</source>
            <translation>कुछ भी IRN की प्रतीक्षा में नहीं है।</translation>
        </message>
        <message>
            <source>Ca&amp;ncel its IRN…</source>
            <translation>इसका IRN रद्द करें (&amp;N)…</translation>
        </message>
        <message>
            <source>Within 24 hours of the IRN, with a supervisor's PIN: the portal's cancellation file is written and the clock waits for its answer.</source>
            <translation>IRN के 24 घंटे के भीतर, सुपरवाइज़र के PIN से: पोर्टल की रद्दीकरण फ़ाइल लिखी जाती है और घड़ी उसके जवाब की प्रतीक्षा करती है।</translation>
        </message>
        <message>
            <source>Acce&amp;pt it with a supervisor…</source>
            <translation>सुपरवाइज़र के साथ स्वीकार करें… (&amp;P)</translation>
        </message>
        <message>
            <source>When the portal's answer is right although the checks refused it: a supervisor's PIN and reason, both logged.</source>
            <translation>जब जाँच ने पोर्टल का जवाब ठुकराया हो पर वह सही हो: सुपरवाइज़र का PIN और कारण, दोनों लॉग में दर्ज होते हैं।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_FILES</name>
        <message>
            <source>No invoice or credit note of this counter is numbered {number}.</source>
            <translation>इस काउंटर का कोई बीजक या क्रेडिट नोट {number} नंबर का नहीं है।</translation>
        </message>
        <message>
            <source>{number} has its IRN already: it is not reported again.</source>
            <translation>{number} का IRN पहले से है: इसे दोबारा रिपोर्ट नहीं किया जाता।</translation>
        </message>
        <message>
            <source>No B2B invoice or credit note of that day is waiting for an IRN.</source>
            <translation>उस दिन का कोई B2B बीजक या क्रेडिट नोट IRN की प्रतीक्षा में नहीं है।</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number} का कोई IRN नहीं है जिसे रद्द किया जाए।</translation>
        </message>
        <message>
            <source>The file is too large to be the portal's answer.</source>
            <translation>यह फ़ाइल पोर्टल के जवाब के लिए बहुत बड़ी है।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_REMARKS</name>
        <message>
            <source>Duplicate</source>
            <translation>डुप्लिकेट</translation>
        </message>
        <message>
            <source>Data entry mistake</source>
            <translation>डेटा भरने में गलती</translation>
        </message>
        <message>
            <source>Order cancelled</source>
            <translation>ऑर्डर रद्द</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>अन्य</translation>
        </message>
    </context>
    <context>
        <name>FIELD_GRID</name>
        <message>
            <source>Required</source>
            <translation>ज़रूरी</translation>
        </message>
    </context>
    <context>
        <name>FIGURES</name>
        <message>
            <source>Jan</source>
            <translation>जन॰</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>फ़र॰</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>मार्च</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>अप्रैल</translation>
        </message>
        <message>
            <source>May</source>
            <translation>मई</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>जून</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>जुल॰</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>अग॰</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>सित॰</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>अक्तू॰</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>नव॰</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>दिस॰</translation>
        </message>
        <message>
            <source>Mon</source>
            <translation>सोम</translation>
        </message>
        <message>
            <source>Tue</source>
            <translation>मंगल</translation>
        </message>
        <message>
            <source>Wed</source>
            <translation>बुध</translation>
        </message>
        <message>
            <source>Thu</source>
            <translation>गुरु</translation>
        </message>
        <message>
            <source>Fri</source>
            <translation>शुक्र</translation>
        </message>
        <message>
            <source>Sat</source>
            <translation>शनि</translation>
        </message>
        <message>
            <source>Sun</source>
            <translation>रवि</translation>
        </message>
        <message>
            <source>January</source>
            <translation>जनवरी</translation>
        </message>
        <message>
            <source>February</source>
            <translation>फ़रवरी</translation>
        </message>
        <message>
            <source>March</source>
            <translation>मार्च</translation>
        </message>
        <message>
            <source>April</source>
            <translation>अप्रैल</translation>
        </message>
        <message>
            <source>June</source>
            <translation>जून</translation>
        </message>
        <message>
            <source>July</source>
            <translation>जुलाई</translation>
        </message>
        <message>
            <source>August</source>
            <translation>अगस्त</translation>
        </message>
        <message>
            <source>September</source>
            <translation>सितंबर</translation>
        </message>
        <message>
            <source>October</source>
            <translation>अक्तूबर</translation>
        </message>
        <message>
            <source>November</source>
            <translation>नवंबर</translation>
        </message>
        <message>
            <source>December</source>
            <translation>दिसंबर</translation>
        </message>
        <message>
            <source>Monday</source>
            <translation>सोमवार</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>मंगलवार</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>बुधवार</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>गुरुवार</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>शुक्रवार</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>शनिवार</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>रविवार</translation>
        </message>
    </context>
    <context>
        <name>FILE_MOVES</name>
        <message>
            <source>{path} could not be changed because another program has it open ({problem}). Close that program, or restart the computer, and try again.</source>
            <translation>{path} को बदला नहीं जा सका, क्योंकि कोई दूसरा प्रोग्राम उसे खोले हुए है ({problem})। उस प्रोग्राम को बंद करें, या कंप्यूटर फिर से चालू करें, और फिर कोशिश करें।</translation>
        </message>
    </context>
    <context>
        <name>FORMATTING</name>
        <message>
            <source>Activity sales</source>
            <translation>गतिविधियों की बिक्री</translation>
        </message>
        <message>
            <source>Boat trip sales</source>
            <translation>नाव यात्राओं की बिक्री</translation>
        </message>
        <message>
            <source>Top-up paid in</source>
            <translation>जमा हुआ टॉप-अप</translation>
        </message>
        <message>
            <source>Cancellation charges</source>
            <translation>रद्दीकरण शुल्क</translation>
        </message>
        <message>
            <source>Fare GST due to the government</source>
            <translation>सरकार को देय किराये का GST</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>इस्तेमाल हुआ क्रेडिट</translation>
        </message>
        <message>
            <source>Wallet cash</source>
            <translation>वॉलेट का कैश</translation>
        </message>
        <message>
            <source>Any (lowest fare)</source>
            <translation>कोई भी (सबसे कम किराया)</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>भारतीय</translation>
        </message>
        <message>
            <source>Foreign</source>
            <translation>विदेशी</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>वयस्क</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>बच्चा</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>शिशु</translation>
        </message>
        <message>
            <source>paid from the wallet</source>
            <translation>वॉलेट से भुगतान</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>सक्रिय</translation>
        </message>
        <message>
            <source>nothing refunded</source>
            <translation>कुछ रिफ़ंड नहीं</translation>
        </message>
        <message>
            <source>part refunded</source>
            <translation>आंशिक रिफ़ंड</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>रिफ़ंड हो गया</translation>
        </message>
        <message>
            <source>48 h or more ahead: 100 %</source>
            <translation>48 घंटे या अधिक पहले: 100 %</translation>
        </message>
        <message>
            <source>24 to 48 h ahead: 50 %</source>
            <translation>24 से 48 घंटे पहले: 50 %</translation>
        </message>
        <message>
            <source>Under 24 h: closed</source>
            <translation>24 घंटे से कम: बंद</translation>
        </message>
        <message>
            <source>{days} d {hours} h</source>
            <translation>{days} दिन {hours} घंटे</translation>
        </message>
        <message>
            <source>closed</source>
            <comment>no time left</comment>
            <translation>बंद</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} घंटे {minutes} मिनट</translation>
        </message>
        <message>
            <source>{minutes} min {seconds} s</source>
            <translation>{minutes} मिनट {seconds} सेकंड</translation>
        </message>
        <message>
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <source>as of {time}, {ago} ago</source>
            <translation>{time} तक का, {ago} पहले</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} घंटे</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} मिनट</translation>
        </message>
        <message>
            <source>departed {moment}</source>
            <translation>{moment} को रवाना हो चुकी</translation>
        </message>
        <message>
            <source>departs {moment}, in {left}</source>
            <translation>{moment} को रवाना, {left} में</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start.</source>
            <translation>रद्द नहीं हो सकती: रद्दीकरण शुरुआत से 24 घंटे पहले बंद हो जाता है।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start (travel date {day}).</source>
            <translation>रद्द नहीं हो सकती: रद्दीकरण शुरुआत से 24 घंटे पहले बंद हो जाता है (यात्रा की तारीख {day})।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; {departs}.</source>
            <translation>रद्द नहीं हो सकती: रद्दीकरण शुरुआत से 24 घंटे पहले बंद हो जाता है; {departs}।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; departs {moment}.</source>
            <translation>रद्द नहीं हो सकती: रद्दीकरण शुरुआत से 24 घंटे पहले बंद हो जाता है; {moment} को रवाना।</translation>
        </message>
        <message>
            <source>Full refund until {moment}</source>
            <translation>{moment} तक पूरा रिफ़ंड</translation>
        </message>
        <message>
            <source>Half refund if cancelled now: departs in {hours} h</source>
            <translation>अभी रद्द करने पर आधा रिफ़ंड: {hours} घंटे में रवाना</translation>
        </message>
        <message>
            <source>Not refundable: departs in {left}</source>
            <translation>रिफ़ंड नहीं: {left} में रवाना</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>निपटाया गया</translation>
        </message>
        <message>
            <source>Free</source>
            <translation>निःशुल्क</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT</name>
        <message>
            <source>The GST export could not be written ({reason}). Choose another folder.</source>
            <translation>GST एक्सपोर्ट नहीं लिखा जा सका ({reason})। कोई दूसरा फ़ोल्डर चुनें।</translation>
        </message>
        <message numerus="yes">
            <source>GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.</source>
            <translation>
                <numerusform>{first} से {last} का GST एक्सपोर्ट: %n बीजक या क्रेडिट नोट, {folder} में।</numerusform>
                <numerusform>{first} से {last} का GST एक्सपोर्ट: %n बीजक और क्रेडिट नोट, {folder} में।</numerusform>
            </translation>
        </message>
        <message>
            <source>GSTR-3B figures of {first} to {last} (CSV and PDF) in {folder}.</source>
            <translation>{first} से {last} के GSTR-3B आँकड़े (CSV और PDF) {folder} में।</translation>
        </message>
        <message>
            <source>{month} was closed on {day}: these are its files as its close made them.</source>
            <translation>{month} {day} को बंद किया गया था: ये उसकी वही फ़ाइलें हैं जो उसके बंद होने पर बनी थीं।</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT_DIALOG</name>
        <message>
            <source>One day</source>
            <translation>एक दिन</translation>
        </message>
        <message>
            <source>One month</source>
            <translation>एक महीना</translation>
        </message>
        <message>
            <source>From one day to another</source>
            <translation>एक दिन से दूसरे दिन तक</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>चुनें (&amp;H)…</translation>
        </message>
        <message>
            <source>Sales register (CSV and Excel), GSTR-1 in the offline tool's CSV templates and as the portal's JSON, and Tally XML of the invoices and credit notes issued in the period.</source>
            <translation>इस अवधि में बने बीजकों और क्रेडिट नोटों का बिक्री रजिस्टर (CSV और Excel), ऑफ़लाइन टूल के CSV टेम्पलेट में और पोर्टल के JSON में GSTR-1, और Tally XML।</translation>
        </message>
        <message>
            <source>&amp;Period</source>
            <translation>अवधि (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Day</source>
            <translation>दिन (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Month</source>
            <translation>महीना (&amp;M)</translation>
        </message>
        <message>
            <source>&amp;First day</source>
            <translation>पहला दिन (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Last day</source>
            <translation>आख़िरी दिन (&amp;L)</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>फ़ोल्डर (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>एक्सपोर्ट करें (&amp;E)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Folder for the GST export</source>
            <translation>GST एक्सपोर्ट के लिए फ़ोल्डर</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>वह फ़ोल्डर चुनें जिसमें फ़ाइलें जाएँगी।</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST एक्सपोर्ट लिखा जा रहा है…</translation>
        </message>
        <message>
            <source>Writing the GST export: {written} of {total} files…</source>
            <translation>GST एक्सपोर्ट लिखा जा रहा है: {total} में से {written} फ़ाइलें…</translation>
        </message>
        <message>
            <source>Register, GSTR-1 and Tally</source>
            <translation>रजिस्टर, GSTR-1 और Tally</translation>
        </message>
        <message>
            <source>GSTR-3B figures (CSV and PDF)</source>
            <translation>GSTR-3B आँकड़े (CSV और PDF)</translation>
        </message>
        <message>
            <source>P&amp;apers</source>
            <translation>कागज़ात (&amp;A)</translation>
        </message>
        <message>
            <source>GSTR-3B's tables 3.1, 3.2 and 4 of the month, from its GSTR-1 and the books, with the differences listed by document.</source>
            <translation>महीने की GSTR-3B की तालिकाएँ 3.1, 3.2 और 4, उसके GSTR-1 और खातों से, अंतर दस्तावेज़वार सूचीबद्ध।</translation>
        </message>
    </context>
    <context>
        <name>GSTR3B_PRINT</name>
        <message>
            <source>Not held by this app</source>
            <translation>यह ऐप नहीं रखता</translation>
        </message>
        <message>
            <source>Nature of supplies</source>
            <translation>आपूर्ति का प्रकार</translation>
        </message>
        <message>
            <source>Total taxable value</source>
            <translation>कुल कर-योग्य मूल्य</translation>
        </message>
        <message>
            <source>Integrated tax</source>
            <translation>एकीकृत कर</translation>
        </message>
        <message>
            <source>Central tax</source>
            <translation>केंद्रीय कर</translation>
        </message>
        <message>
            <source>State/UT tax</source>
            <translation>राज्य/केंद्रशासित प्रदेश कर</translation>
        </message>
        <message>
            <source>Cess</source>
            <translation>उपकर</translation>
        </message>
        <message>
            <source>The books' output GST of the month</source>
            <translation>महीने का खातों में आउटपुट GST</translation>
        </message>
        <message>
            <source>Place of supply (State/UT)</source>
            <translation>आपूर्ति का स्थान (राज्य/केंद्रशासित प्रदेश)</translation>
        </message>
        <message>
            <source>None this month</source>
            <translation>इस महीने कोई नहीं</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>Tax, all heads</source>
            <translation>कर, सभी मद</translation>
        </message>
        <message>
            <source>A document of the month: the month's books hold another tax</source>
            <translation>महीने का दस्तावेज़: महीने के खाते दूसरा कर दिखाते हैं</translation>
        </message>
        <message>
            <source>Tax in the month's books of no document of it</source>
            <translation>महीने के खातों में ऐसा कर जिसका इस महीने कोई दस्तावेज़ नहीं</translation>
        </message>
        <message>
            <source>A credit note of an earlier month's invoice</source>
            <translation>पिछले महीने के बीजक का क्रेडिट नोट</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>दस्तावेज़</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>क्यों</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>बीजक</translation>
        </message>
        <message>
            <source>Tax in GSTR-3B</source>
            <translation>GSTR-3B में कर</translation>
        </message>
        <message>
            <source>Tax in the books</source>
            <translation>खातों में कर</translation>
        </message>
        <message>
            <source>GSTR-3B figures, {first} to {last}</source>
            <translation>GSTR-3B आँकड़े, {first} से {last}</translation>
        </message>
        <message>
            <source>GSTIN {gstin}, return period {period}</source>
            <translation>GSTIN {gstin}, रिटर्न अवधि {period}</translation>
        </message>
        <message>
            <source>Amounts in INR. 3.1 and 3.2 are the month's GSTR-1, credit notes taken off; 4 (A)(5) is the input GST the books hold of the payment apps' fees, the card acquirers' MDR and the bank's charges.</source>
            <translation>राशियाँ INR में। 3.1 और 3.2 महीने का GSTR-1 हैं, क्रेडिट नोट घटाकर; 4 (A)(5) वह इनपुट GST है जो खातों में भुगतान ऐप की फ़ीस, कार्ड एक्वायरर के MDR और बैंक के शुल्कों पर दर्ज है।</translation>
        </message>
        <message>
            <source>No differences.</source>
            <translation>कोई अंतर नहीं।</translation>
        </message>
        <message>
            <source>3.1 Outward supplies</source>
            <translation>3.1 बाहरी आपूर्ति</translation>
        </message>
        <message>
            <source>3.2 Inter-state supplies</source>
            <translation>3.2 अंतरराज्यीय आपूर्ति</translation>
        </message>
        <message>
            <source>4 Eligible ITC</source>
            <translation>4 पात्र इनपुट टैक्स क्रेडिट (ITC)</translation>
        </message>
        <message>
            <source>Differences with the books</source>
            <translation>खातों से अंतर</translation>
        </message>
    </context>
    <context>
        <name>GST_NAMES</name>
        <message>
            <source>Fare GST</source>
            <translation>किराये का GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}%</source>
            <translation>किराये का GST {rate}%</translation>
        </message>
        <message>
            <source>Agency GST included</source>
            <translation>शामिल एजेंसी GST</translation>
        </message>
        <message>
            <source>Fare GST on the net</source>
            <translation>नेट पर किराये का GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}% on the net</source>
            <translation>नेट पर किराये का GST {rate}%</translation>
        </message>
    </context>
    <context>
        <name>GST_SETTINGS</name>
        <message>
            <source>Customer (party) ledger</source>
            <translation>ग्राहक (पार्टी) लेजर</translation>
        </message>
        <message>
            <source>Service charge ledger</source>
            <translation>सेवा शुल्क लेजर</translation>
        </message>
        <message>
            <source>Tour package ledger</source>
            <translation>टूर पैकेज लेजर</translation>
        </message>
        <message>
            <source>Reimbursement ledger</source>
            <translation>प्रतिपूर्ति लेजर</translation>
        </message>
        <message>
            <source>Discount ledger</source>
            <translation>छूट लेजर</translation>
        </message>
        <message>
            <source>Round-off ledger</source>
            <translation>राउंड-ऑफ़ लेजर</translation>
        </message>
        <message>
            <source>CGST ledger</source>
            <translation>CGST लेजर</translation>
        </message>
        <message>
            <source>SGST ledger</source>
            <translation>SGST लेजर</translation>
        </message>
        <message>
            <source>IGST ledger</source>
            <translation>IGST लेजर</translation>
        </message>
        <message>
            <source>Boat sales taxed as</source>
            <translation>नाव की बिक्री पर कर</translation>
        </message>
        <message>
            <source>Activity sales taxed as</source>
            <translation>गतिविधि की बिक्री पर कर</translation>
        </message>
        <message>
            <source>Default: agent, {agent}% on the service charge only (SAC {activity} for activities, {boat} for boats); tour operator: {operator}% on the whole price (SAC {package}). Without a GSTIN a sale has a plain receipt and a refund a refund slip, no tax document. Choose with your accountant.</source>
            <translation>डिफ़ॉल्ट: एजेंट, केवल सेवा शुल्क पर {agent}% (गतिविधियों के लिए SAC {activity}, नावों के लिए {boat}); टूर ऑपरेटर: पूरी कीमत पर {operator}% (SAC {package})। GSTIN के बिना बिक्री की सादी रसीद और रिफ़ंड की रिफ़ंड पर्ची बनती है, कोई कर दस्तावेज़ नहीं। अपने अकाउंटेंट के साथ चुनें।</translation>
        </message>
        <message>
            <source>GST: registration, tax, Tally</source>
            <translation>GST: पंजीकरण, कर, Tally</translation>
        </message>
        <message>
            <source>Blank: the agency name</source>
            <translation>खाली: एजेंसी का नाम</translation>
        </message>
        <message>
            <source>From the GSTIN</source>
            <translation>GSTIN से</translation>
        </message>
        <message>
            <source>Legal name</source>
            <translation>कानूनी नाम</translation>
        </message>
        <message>
            <source>State</source>
            <translation>राज्य</translation>
        </message>
        <message>
            <source>Turnover (e-invoices)</source>
            <translation>टर्नओवर (ई-इनवॉइस)</translation>
        </message>
        <message>
            <source>UTGST ledger</source>
            <translation>UTGST लेजर</translation>
        </message>
        <message>
            <source>Cash ledger</source>
            <translation>नकद लेजर</translation>
        </message>
        <message>
            <source>Bank ledger</source>
            <translation>बैंक लेजर</translation>
        </message>
        <message>
            <source>Takings to be settled (UPI, card) ledger</source>
            <translation>निपटान बाकी प्राप्तियाँ (UPI, कार्ड) लेजर</translation>
        </message>
        <message>
            <source>Tour purchases ledger</source>
            <translation>टूर ख़रीद लेजर</translation>
        </message>
        <message>
            <source>Partner wallet ledger</source>
            <translation>पार्टनर वॉलेट लेजर</translation>
        </message>
        <message>
            <source>Partner wallet credit ledger</source>
            <translation>पार्टनर वॉलेट क्रेडिट लेजर</translation>
        </message>
        <message>
            <source>Agency fee ledger</source>
            <translation>एजेंसी शुल्क लेजर</translation>
        </message>
        <message>
            <source>Payment app fees ledger</source>
            <translation>पेमेंट ऐप फ़ीस लेजर</translation>
        </message>
        <message>
            <source>Card MDR ledger</source>
            <translation>कार्ड MDR लेजर</translation>
        </message>
        <message>
            <source>Bank charges ledger</source>
            <translation>बैंक शुल्क लेजर</translation>
        </message>
        <message>
            <source>Input GST ledger</source>
            <translation>इनपुट GST लेजर</translation>
        </message>
        <message>
            <source>Cash over and short ledger</source>
            <translation>नकद अधिक/कम लेजर</translation>
        </message>
        <message>
            <source>Rent and office expenses ledger</source>
            <translation>किराया और दफ़्तर खर्च लेजर</translation>
        </message>
        <message>
            <source>Bank interest ledger</source>
            <translation>बैंक ब्याज लेजर</translation>
        </message>
        <message>
            <source>Capital account ledger</source>
            <translation>पूँजी खाता लेजर</translation>
        </message>
    </context>
    <context>
        <name>HEADER</name>
        <message>
            <source>This computer has no password store (keyring) to keep the key that seals this counter&apos;s records, so they are sent to the agency store unsealed: a change made to them in the journal file cannot be proved. Ask your IT to set one up.</source>
            <translation>इस कंप्यूटर में इस काउंटर के रिकॉर्ड सील करने वाली कुंजी रखने के लिए पासवर्ड स्टोर (keyring) नहीं है, इसलिए वे एजेंसी स्टोर को बिना सील भेजे जाते हैं: जर्नल फ़ाइल में उनमें किया गया बदलाव साबित नहीं किया जा सकता। अपने IT से इसे सेट करवाएँ।</translation>
        </message>
        <message>
            <source>Records not sealed: no keyring on this computer</source>
            <translation>रिकॉर्ड सील नहीं: इस कंप्यूटर में कीरिंग नहीं है</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt; · since {opened} · counter {counter}</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt; · {opened} से · काउंटर {counter}</translation>
        </message>
        <message>
            <source>No shift open · counter {counter}</source>
            <translation>कोई शिफ़्ट खुली नहीं · काउंटर {counter}</translation>
        </message>
        <message>
            <source>SANDBOX</source>
            <translation>प्रशिक्षण (SANDBOX)</translation>
        </message>
        <message>
            <source>LIVE</source>
            <translation>लाइव</translation>
        </message>
        <message>
            <source>CHECKING…</source>
            <translation>जाँच हो रही है…</translation>
        </message>
        <message>
            <source>The service says it is a sandbox: training, nothing is real.</source>
            <translation>सेवा बताती है कि यह सैंडबॉक्स है: प्रशिक्षण मोड, कुछ भी असली नहीं।</translation>
        </message>
        <message>
            <source>Live service: bookings are real and paid from the wallet.</source>
            <translation>लाइव सेवा: बुकिंग असली हैं और वॉलेट से भुगतान होता है।</translation>
        </message>
        <message>
            <source>The service has not answered yet: sandbox or live is not known.</source>
            <translation>सेवा ने अभी जवाब नहीं दिया: सैंडबॉक्स है या लाइव, पता नहीं।</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>जुड़ रहा है…</translation>
        </message>
        <message>
            <source>● Online</source>
            <translation>● ऑनलाइन</translation>
        </message>
        <message>
            <source>◌ Retrying</source>
            <translation>◌ फिर से कोशिश</translation>
        </message>
        <message>
            <source>● Offline</source>
            <translation>● ऑफ़लाइन</translation>
        </message>
        <message>
            <source>Agent —</source>
            <translation>एजेंट —</translation>
        </message>
        <message>
            <source>Wallet —</source>
            <translation>वॉलेट —</translation>
        </message>
        <message>
            <source>Selling stopped: the service changed from {before} to {after}</source>
            <translation>बिक्री रोकी गई: सेवा {before} से {after} में बदल गई</translation>
        </message>
        <message>
            <source>Wallet &lt;b&gt;{balance}&lt;/b&gt; · credit left {credit}</source>
            <translation>वॉलेट &lt;b&gt;{balance}&lt;/b&gt; · बचा क्रेडिट {credit}</translation>
        </message>
        <message>
            <source>&lt;i&gt;({as_of}, refreshing…)&lt;/i&gt;</source>
            <translation>&lt;i&gt;({as_of}, ताज़ा हो रहा है…)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Last seen {when}, kept on this computer.</source>
            <translation>आख़िरी बार {when} को देखा गया, इस कंप्यूटर पर रखा गया।</translation>
        </message>
        <message>
            <source>{state} · next try {time}</source>
            <translation>{state} · अगली कोशिश {time}</translation>
        </message>
        <message>
            <source>Every sale and report of this counter is copied to the agency store; selling never waits for it.</source>
            <translation>इस काउंटर की हर बिक्री और रिपोर्ट एजेंसी स्टोर में कॉपी होती है; बिक्री कभी इसका इंतज़ार नहीं करती।</translation>
        </message>
    </context>
    <context>
        <name>HEADER_CONTROLLER</name>
        <message>
            <source>No API key is saved for this service. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>इस सेवा के लिए कोई API कुंजी सहेजी नहीं गई है। सेटिंग्स (Ctrl+6) खोलें और वह कुंजी डालें जो सेवा के ऑफ़िस ने इस एजेंसी को दी है।</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>अंतर्निहित सैंडबॉक्स शुरू नहीं हो सका ({reason})। ऐप फिर से शुरू करें; अगर फिर से ऐसा हो, तो लॉग फ़ाइल अपने सहायता संपर्क को भेजें।</translation>
        </message>
    </context>
    <context>
        <name>HELP</name>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type the customer on the quick line (Alt+T): name, e-mail, phone, then Enter. A customer who bought here before: their phone alone (and the seats) offers their details, and Enter fills them in. The customer's language (Alt and the number on its button) is what the customer display and their papers are in; a returning customer's comes back with their phone.&lt;/li&gt;&lt;li&gt;Type each passenger on the quick passenger line (Alt+Q): name, age, gender and nationality, then Enter; or read the passport with the MRZ reader, or add a scan (Ctrl+O, drop or paste). An Indian passenger with Aadhaar: scan the card's QR code with the imager into the quick passenger line (see below).&lt;/li&gt;&lt;li&gt;Ctrl+Enter reviews the sale. The review opens on &lt;b&gt;Confirm&lt;/b&gt;: Enter pays, Esc goes back.&lt;/li&gt;&lt;li&gt;Print or save the voucher and give the customer the receipt; Ctrl+N starts the next sale.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;ग्राहक को त्वरित पंक्ति (Alt+T) में लिखें: नाम, ई-मेल, फ़ोन, फिर Enter। पहले यहाँ से ख़रीद चुके ग्राहक का सिर्फ़ फ़ोन (और सीटें) लिखें: उसका विवरण सुझाया जाएगा, Enter से भर जाएगा। ग्राहक की भाषा (Alt के साथ उसके बटन पर लिखा अंक) में ग्राहक डिस्प्ले और उनके काग़ज़ (वाउचर, रसीद) होंगे; पहले आ चुके ग्राहक की भाषा उनके फ़ोन से अपने-आप लौट आती है।&lt;/li&gt;&lt;li&gt;हर यात्री को त्वरित यात्री पंक्ति (Alt+Q) में लिखें: नाम, उम्र, लिंग और राष्ट्रीयता, फिर Enter; या MRZ रीडर से पासपोर्ट पढ़ें, या स्कैन जोड़ें (Ctrl+O, खींचकर छोड़ें या पेस्ट करें)। आधार वाले भारतीय यात्री: कर्सर त्वरित यात्री पंक्ति में रखकर इमेजर से कार्ड का QR कोड स्कैन करें (नीचे देखें)।&lt;/li&gt;&lt;li&gt;Ctrl+Enter बिक्री की समीक्षा खोलता है। समीक्षा &lt;b&gt;पुष्टि करें&lt;/b&gt; पर खुलती है: Enter भुगतान करता है, Esc वापस ले जाता है।&lt;/li&gt;&lt;li&gt;वाउचर प्रिंट करें या सहेजें और ग्राहक को रसीद दें; Ctrl+N अगली बिक्री शुरू करता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Read the balance and the credit gauge.&lt;/li&gt;&lt;li&gt;Choose a ledger journal to see its double-entry lines.&lt;/li&gt;&lt;li&gt;Alt+B shows the balance through today, each top-up and sale marked, with the same figures in a table (Ctrl+C copies it).&lt;/li&gt;&lt;li&gt;F5 reads the wallet again.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;शेष राशि और क्रेडिट गेज देखें।&lt;/li&gt;&lt;li&gt;लेजर जर्नल चुनें और उसकी डबल-एंट्री पंक्तियाँ देखें।&lt;/li&gt;&lt;li&gt;Alt+B आज दिन भर का बैलेंस दिखाता है, हर टॉप-अप और बिक्री पर निशान के साथ, और वही आँकड़े एक तालिका में (Ctrl+C उसे कॉपी करता है)।&lt;/li&gt;&lt;li&gt;F5 वॉलेट फिर से पढ़ता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The cursor to “{text}”</source>
            <translation>कर्सर “{text}” पर</translation>
        </message>
        <message>
            <source>Find in the catalogue: the cursor to its filter</source>
            <translation>कैटलॉग में खोजें: कर्सर उसके फ़िल्टर पर</translation>
        </message>
        <message>
            <source>Read the screen's figures again</source>
            <translation>स्क्रीन के आँकड़े फिर से पढ़ें</translation>
        </message>
        <message>
            <source>Next travel day</source>
            <translation>अगली यात्रा तारीख</translation>
        </message>
        <message>
            <source>Previous travel day</source>
            <translation>पिछली यात्रा तारीख</translation>
        </message>
        <message>
            <source>Review the sale</source>
            <translation>बिक्री की समीक्षा करें</translation>
        </message>
        <message>
            <source>Next passenger</source>
            <translation>अगला यात्री</translation>
        </message>
        <message>
            <source>Previous passenger</source>
            <translation>पिछला यात्री</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last</source>
            <translation>आख़िरी बार हटाए गए यात्री वापस लाएँ</translation>
        </message>
        <message>
            <source>Add a scan from a file</source>
            <translation>फ़ाइल से स्कैन जोड़ें</translation>
        </message>
        <message>
            <source>Paste a scan</source>
            <translation>स्कैन पेस्ट करें</translation>
        </message>
        <message>
            <source>Take the scanner's new scan for the passenger shown</source>
            <translation>स्कैनर का नया स्कैन दिखाए गए यात्री के लिए लें</translation>
        </message>
        <message>
            <source>From the review back to the form</source>
            <translation>समीक्षा से वापस फ़ॉर्म पर</translation>
        </message>
        <message>
            <source>Copy the booking reference</source>
            <translation>बुकिंग संदर्भ कॉपी करें</translation>
        </message>
        <message>
            <source>Print the voucher</source>
            <translation>वाउचर प्रिंट करें</translation>
        </message>
        <message>
            <source>Save the voucher as PDF</source>
            <translation>वाउचर PDF के रूप में सहेजें</translation>
        </message>
        <message>
            <source>New sale: back to the catalogue</source>
            <translation>नई बिक्री: वापस कैटलॉग पर</translation>
        </message>
        <message>
            <source>What is for sale on a travel day: the island tours (activities) and the boat trips, with the seats left in each slot or departure.</source>
            <translation>किसी यात्रा तारीख पर क्या बिक्री के लिए है: द्वीप टूर (गतिविधियाँ) और नाव यात्राएँ, हर स्लॉट या रवानगी में बची सीटों के साथ।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Activities&lt;/b&gt; (Alt+A) or &lt;b&gt;Boats&lt;/b&gt; (Alt+B): the cursor goes to the filter.&lt;/li&gt;&lt;li&gt;Choose the travel day; Alt+← and Alt+→ move it by one day.&lt;/li&gt;&lt;li&gt;Type part of a name: Enter opens the first match on its first bookable slot or departure.&lt;/li&gt;&lt;li&gt;Enter again (or &lt;b&gt;Book this slot&lt;/b&gt;) starts the sale on the Book screen.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;&lt;b&gt;गतिविधियाँ&lt;/b&gt; (Alt+A) या &lt;b&gt;नावें&lt;/b&gt; (Alt+B) चुनें: कर्सर फ़िल्टर पर जाता है।&lt;/li&gt;&lt;li&gt;यात्रा तारीख चुनें; Alt+← और Alt+→ उसे एक दिन आगे-पीछे करते हैं।&lt;/li&gt;&lt;li&gt;नाम का कुछ हिस्सा टाइप करें: Enter पहला मिलान उसके पहले बुक होने लायक स्लॉट या रवानगी पर खोलता है।&lt;/li&gt;&lt;li&gt;फिर से Enter (या &lt;b&gt;यह स्लॉट बुक करें&lt;/b&gt;) बुकिंग स्क्रीन पर बिक्री शुरू करता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The sale: the customer, the passengers, the review and the payment from the wallet, then the voucher.</source>
            <translation>बिक्री: ग्राहक, यात्री, समीक्षा और वॉलेट से भुगतान, फिर वाउचर।</translation>
        </message>
        <message>
            <source>A booking by its reference: its status, and its cancellation with refund.</source>
            <translation>बुकिंग संदर्भ से एक बुकिंग: उसकी स्थिति, और रिफ़ंड के साथ उसका रद्दीकरण।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type or scan the booking reference and press Enter.&lt;/li&gt;&lt;li&gt;The status card shows the booking, its passengers and what it cost.&lt;/li&gt;&lt;li&gt;To cancel, choose the whole booking or some passengers and ask for the quote: the refunds are shown side by side.&lt;/li&gt;&lt;li&gt;Nothing is cancelled until you confirm the question that follows; then the customer's refund is recorded.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;बुकिंग संदर्भ टाइप या स्कैन करें और Enter दबाएँ।&lt;/li&gt;&lt;li&gt;स्थिति कार्ड बुकिंग, उसके यात्री और उसकी कीमत दिखाता है।&lt;/li&gt;&lt;li&gt;रद्द करने के लिए पूरी बुकिंग या कुछ यात्री चुनें और कोटेशन माँगें: रिफ़ंड साथ-साथ दिखते हैं।&lt;/li&gt;&lt;li&gt;जब तक आप अगले प्रश्न की पुष्टि नहीं करते, कुछ भी रद्द नहीं होता; फिर ग्राहक का रिफ़ंड दर्ज होता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The agency's prepaid wallet: the balance, the credit left and the ledger of every debit and refund.</source>
            <translation>एजेंसी का प्रीपेड वॉलेट: शेष राशि, बचा क्रेडिट और हर डेबिट व रिफ़ंड का लेजर।</translation>
        </message>
        <message>
            <source>This counter's bookings: search, filter by day, totals and CSV.</source>
            <translation>इस काउंटर की बुकिंग: खोजें, दिन से छाँटें, कुल और CSV।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type a reference, a name or a product to search.&lt;/li&gt;&lt;li&gt;Choose a day to see its bookings and totals.&lt;/li&gt;&lt;li&gt;Enter opens the chosen booking in Lookup.&lt;/li&gt;&lt;li&gt;Save the list as CSV for the office.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;खोजने के लिए संदर्भ, नाम या उत्पाद टाइप करें।&lt;/li&gt;&lt;li&gt;किसी दिन की बुकिंग और कुल देखने के लिए दिन चुनें।&lt;/li&gt;&lt;li&gt;Enter चुनी गई बुकिंग को खोजें स्क्रीन में खोलता है।&lt;/li&gt;&lt;li&gt;ऑफ़िस के लिए सूची CSV के रूप में सहेजें।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>Where this counter sells and how: the service, the API key, printers and the agency's details on documents.</source>
            <translation>यह काउंटर कहाँ और कैसे बेचता है: सेवा, API key, प्रिंटर और दस्तावेज़ों पर एजेंसी का विवरण।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Sandbox&lt;/b&gt; for training or &lt;b&gt;Live&lt;/b&gt; for real sales.&lt;/li&gt;&lt;li&gt;For live, type the service's address and the API key from its office (the key is kept in the system's key store).&lt;/li&gt;&lt;li&gt;Check the printers and the agency's name, address and GSTIN.&lt;/li&gt;&lt;li&gt;Save: the counter connects again at once.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;प्रशिक्षण के लिए &lt;b&gt;सैंडबॉक्स&lt;/b&gt; या असली बिक्री के लिए &lt;b&gt;लाइव&lt;/b&gt; चुनें।&lt;/li&gt;&lt;li&gt;लाइव के लिए सेवा का पता और उसके ऑफ़िस से मिली API key टाइप करें (key सिस्टम के key store में रखी जाती है)।&lt;/li&gt;&lt;li&gt;प्रिंटर और एजेंसी का नाम, पता और GSTIN जाँचें।&lt;/li&gt;&lt;li&gt;सहेजें: काउंटर तुरंत फिर से जुड़ता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The day's sales and refunds checked against the wallet's ledger, and the cash drawer of the shift.</source>
            <translation>दिन की बिक्री और रिफ़ंड, वॉलेट के लेजर से मिलाकर, और शिफ़्ट का कैश ड्रॉअर।</translation>
        </message>
        <message>
            <source>Go to {screen}</source>
            <translation>{screen} पर जाएँ</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>कुंजियाँ</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>क्या करता है</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>कहाँ</translation>
        </message>
        <message>
            <source>Everywhere</source>
            <translation>हर जगह</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>बंद करें (&amp;C)</translation>
        </message>
        <message>
            <source>Help: {screen}</source>
            <translation>सहायता: {screen}</translation>
        </message>
        <message>
            <source>Help for the screen</source>
            <translation>स्क्रीन की सहायता</translation>
        </message>
        <message>
            <source>What it is for</source>
            <translation>यह किसलिए है</translation>
        </message>
        <message>
            <source>Usual steps</source>
            <translation>सामान्य चरण</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button presses it. Ctrl+/ lists every shortcut of the window.</source>
            <translation>Alt के साथ बटन का रेखांकित अक्षर दबाने से वह बटन दबता है। Ctrl+/ विंडो के सभी शॉर्टकट दिखाता है।</translation>
        </message>
        <message>
            <source>Shortcuts of this screen</source>
            <translation>इस स्क्रीन के शॉर्टकट</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>कीबोर्ड शॉर्टकट</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button or a menu presses it; Tab and Shift+Tab move between the fields.</source>
            <translation>Alt के साथ बटन या मेनू का रेखांकित अक्षर दबाने से वह दबता है; Tab और Shift+Tab फ़ील्ड के बीच ले जाते हैं।</translation>
        </message>
        <message>
            <source>Copy the message for the customer</source>
            <translation>ग्राहक के लिए संदेश कॉपी करें</translation>
        </message>
        <message>
            <source>The bookings sold here that the operator cancelled or changed, found by the counter on its own, by departure, with each customer&apos;s contacts and money.</source>
            <translation>यहाँ बेची गई वे बुकिंग जिन्हें ऑपरेटर ने रद्द किया या बदला, जिन्हें काउंटर ने खुद पता लगाया, प्रस्थान के अनुसार, हर ग्राहक के संपर्क और पैसों के साथ।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose a booking: its message for the customer shows below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Copy message&lt;/b&gt; (Ctrl+Shift+C) and send it by SMS or WhatsApp.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Refund&lt;/b&gt; gives everything owed back the way it was paid, from the open shift; &lt;b&gt;Rebook&lt;/b&gt; sells the party another departure; &lt;b&gt;Customer told&lt;/b&gt; closes a change the customer keeps.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;एक बुकिंग चुनें: ग्राहक के लिए उसका संदेश नीचे दिखता है।&lt;/li&gt;&lt;li&gt;&lt;b&gt;संदेश कॉपी करें&lt;/b&gt; (Ctrl+Shift+C) और उसे SMS या WhatsApp से भेजें।&lt;/li&gt;&lt;li&gt;&lt;b&gt;रिफ़ंड&lt;/b&gt; पूरा बकाया उसी तरीक़े से लौटाता है जिससे भुगतान हुआ था, खुली शिफ़्ट से; &lt;b&gt;दोबारा बुक करें&lt;/b&gt; यात्री दल को दूसरा प्रस्थान बेचता है; &lt;b&gt;ग्राहक को बता दिया&lt;/b&gt; उस बदलाव को बंद करता है जिसे ग्राहक रखता है।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose the day: the report is made on arrival, F5 makes it again.&lt;/li&gt;&lt;li&gt;Check that the counter's figures agree with the wallet.&lt;/li&gt;&lt;li&gt;Alt+H shows the charts: sales by hour and takings by tender (per counter in the agency day close), each with its table.&lt;/li&gt;&lt;li&gt;Save it as PDF or CSV, or print it.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Drawer&lt;/b&gt; tab: open the shift with its float, take the X report at any time, and at the end of the shift count the drawer and close it: the Z report is saved.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Bank statement&lt;/b&gt; tab: import the agency account's statement (CSV or Excel as the bank downloads it, or MT940: .sta, .mt940, .txt) to match UPI, card and bank transfer takings to its credits.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;दिन चुनें: रिपोर्ट स्क्रीन पर आते ही बनती है, F5 उसे फिर से बनाता है।&lt;/li&gt;&lt;li&gt;जाँचें कि काउंटर के आँकड़े वॉलेट से मिलते हैं।&lt;/li&gt;&lt;li&gt;Alt+H चार्ट दिखाता है: घंटे के हिसाब से बिक्री और भुगतान के तरीके के हिसाब से वसूली (एजेंसी डे क्लोज़ में हर काउंटर की), हर एक अपनी तालिका के साथ।&lt;/li&gt;&lt;li&gt;इसे PDF या CSV के रूप में सहेजें, या प्रिंट करें।&lt;/li&gt;&lt;li&gt;&lt;b&gt;ड्रॉअर&lt;/b&gt; टैब: शुरुआती नकद के साथ शिफ़्ट खोलें, कभी भी X रिपोर्ट लें, और शिफ़्ट के अंत में ड्रॉअर गिनकर उसे बंद करें: Z रिपोर्ट सहेजी जाती है।&lt;/li&gt;&lt;li&gt;&lt;b&gt;बैंक स्टेटमेंट&lt;/b&gt; टैब: एजेंसी खाते का स्टेटमेंट (बैंक से डाउनलोड किया CSV या Excel, या MT940: .sta, .mt940, .txt) इम्पोर्ट करें, ताकि UPI, कार्ड और बैंक ट्रांसफ़र की वसूली उसकी जमाओं से मिलाई जा सके।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;An Aadhaar card's QR code&lt;/h3&gt;&lt;p&gt;Scan the &lt;b&gt;large QR code&lt;/b&gt; with the imager, the cursor in the quick passenger line: the name, age, gender, ID type Aadhaar and the number's last four digits are filled in, and &lt;b&gt;card genuine (UIDAI signature)&lt;/b&gt; shows when UIDAI's signature holds. Where the trip needs the document number, type the card's 12 digits after the scan. The photo, address and contact details in the code are never kept.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;आधार कार्ड का QR कोड&lt;/h3&gt;&lt;p&gt;कर्सर त्वरित यात्री पंक्ति में रखकर इमेजर से &lt;b&gt;बड़ा QR कोड&lt;/b&gt; स्कैन करें: नाम, उम्र, लिंग, ID प्रकार आधार और नंबर के आख़िरी चार अंक भर जाते हैं, और UIDAI का हस्ताक्षर सही होने पर &lt;b&gt;कार्ड असली (UIDAI का हस्ताक्षर)&lt;/b&gt; दिखता है। जहाँ यात्रा के लिए दस्तावेज़ नंबर चाहिए, वहाँ स्कैन के बाद कार्ड के 12 अंक टाइप करें। कोड में मौजूद फ़ोटो, पता और संपर्क विवरण कभी नहीं रखे जाते।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Front of the card</source>
            <translation>कार्ड का अगला भाग</translation>
        </message>
        <message>
            <source>photo</source>
            <translation>फ़ोटो</translation>
        </message>
        <message>
            <source>name, date of birth, gender, XXXX XXXX 1234</source>
            <translation>नाम, जन्मतिथि, लिंग, XXXX XXXX 1234</translation>
        </message>
        <message>
            <source>QR code: scan this</source>
            <translation>QR कोड: इसे स्कैन करें</translation>
        </message>
        <message>
            <source>&lt;ul&gt;&lt;li&gt;Aadhaar letter and e-Aadhaar: the QR code at the right of the part with the photo.&lt;/li&gt;&lt;li&gt;Plastic (PVC) card: the QR code on the front, right of the photo and details.&lt;/li&gt;&lt;li&gt;mAadhaar app: open the profile and tap its QR code; it fills the phone's screen, and the imager reads it from there.&lt;/li&gt;&lt;li&gt;A small QR code on an older card (before 2019) is read too, but carries no signature: check the card.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;ul&gt;&lt;li&gt;आधार पत्र और ई-आधार: फ़ोटो वाले हिस्से के दाईं ओर QR कोड।&lt;/li&gt;&lt;li&gt;प्लास्टिक (PVC) कार्ड: सामने की ओर, फ़ोटो और विवरण के दाईं ओर QR कोड।&lt;/li&gt;&lt;li&gt;mAadhaar ऐप: प्रोफ़ाइल खोलें और उसके QR कोड पर टैप करें; वह फ़ोन की पूरी स्क्रीन पर आ जाता है, और इमेजर उसे वहीं से पढ़ लेता है।&lt;/li&gt;&lt;li&gt;पुराने कार्ड (2019 से पहले) का छोटा QR कोड भी पढ़ा जाता है, पर उस पर हस्ताक्षर नहीं होता: कार्ड ख़ुद जाँचें।&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Training cards&lt;/h3&gt;&lt;p&gt;SANDBOX only: these test cards are signed by a training key, which a counter selling for real never trusts. Scan one off this screen.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;प्रशिक्षण कार्ड&lt;/h3&gt;&lt;p&gt;सिर्फ़ SANDBOX में: ये परीक्षण कार्ड एक प्रशिक्षण कुंजी से हस्ताक्षरित हैं, जिस पर असली बिक्री करने वाला काउंटर कभी भरोसा नहीं करता। इस स्क्रीन से एक स्कैन करें।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Aadhaar number, for a trip that needs it: {number}</source>
            <translation>आधार नंबर, जिस यात्रा में चाहिए उसके लिए: {number}</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_CONTROLLER</name>
        <message numerus="yes">
            <source>The customer's phone, e-mail and ID numbers are erased from %n booking(s); the name, the amounts and the invoices stay, as tax law asks.</source>
            <translation>
                <numerusform>ग्राहक का फ़ोन, ई-मेल और ID नंबर %n बुकिंग से मिटा दिए गए; नाम, रकम और इनवॉइस टैक्स कानून के अनुसार रखे गए हैं।</numerusform>
                <numerusform>ग्राहक का फ़ोन, ई-मेल और ID नंबर %n बुकिंग से मिटा दिए गए; नाम, रकम और इनवॉइस टैक्स कानून के अनुसार रखे गए हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was erased: {reason}</source>
            <translation>कुछ नहीं मिटाया गया: {reason}</translation>
        </message>
        <message>
            <source>The customer's data is in {path} (JSON, readable by this account only): give it to them, then delete it.</source>
            <translation>ग्राहक का डेटा {path} में है (JSON, सिर्फ़ यही खाता पढ़ सकता है): इसे ग्राहक को दें, फिर मिटा दें।</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>फ़ाइल लिखी नहीं जा सकी ({reason})।</translation>
        </message>
        <message>
            <source>Reading {reference} from the service…</source>
            <translation>सेवा से {reference} पढ़ा जा रहा है…</translation>
        </message>
        <message>
            <source>The service does not find {reference}.</source>
            <translation>सेवा को {reference} नहीं मिला।</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>यह बिक्री अब जर्नल में नहीं है।</translation>
        </message>
        <message>
            <source>Reading the agency store…</source>
            <translation>एजेंसी स्टोर पढ़ा जा रहा है…</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST एक्सपोर्ट लिखा जा रहा है…</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}). Choose another place.</source>
            <translation>फ़ाइल लिखी नहीं जा सकी ({reason})। कोई दूसरी जगह चुनें।</translation>
        </message>
        <message>
            <source>{bookings} exported to {path}.</source>
            <translation>{bookings} {path} में निर्यात की गईं।</translation>
        </message>
        <message>
            <source>the customer's request</source>
            <translation>ग्राहक का अनुरोध</translation>
        </message>
        <message>
            <source>The data is erased, but a file made for the customer could not be deleted from {folder} ({reason}): delete it by hand.</source>
            <translation>डेटा मिटा दिया गया, पर ग्राहक के लिए बनी एक फ़ाइल {folder} से हटाई नहीं जा सकी ({reason}): उसे ख़ुद हटा दें।</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_MODEL</name>
        <message>
            <source>by {tender}</source>
            <translation>{tender} से</translation>
        </message>
        <message>
            <source>A day of sale, and under it each tender&apos;s part of its customers&apos; money</source>
            <translation>बिक्री का दिन, और उसके नीचे हर भुगतान के तरीके का उसके ग्राहकों के पैसे में हिस्सा</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>लौटाया</translation>
        </message>
        <message>
            <source>Net paid</source>
            <translation>शुद्ध भुगतान</translation>
        </message>
        <message>
            <source>What the customers of the day's bookings paid at the till, before anything was given back</source>
            <translation>दिन की बुकिंग के ग्राहकों ने टिल पर जो चुकाया, कुछ भी लौटाने से पहले</translation>
        </message>
        <message>
            <source>What the till gave back to the customers of the day's bookings</source>
            <translation>टिल ने दिन की बुकिंग के ग्राहकों को जो लौटाया</translation>
        </message>
        <message>
            <source>What the customers paid less what they were given back</source>
            <translation>ग्राहकों ने जो चुकाया, उसमें से उन्हें लौटाया गया घटाकर</translation>
        </message>
        <message>
            <source>Wallet net</source>
            <translation>वॉलेट नेट</translation>
        </message>
        <message>
            <source>The part of the charge taken on the wallet's credit</source>
            <translation>कटौती का वह हिस्सा जो वॉलेट के क्रेडिट पर लिया गया</translation>
        </message>
        <message>
            <source>On wallet credit</source>
            <translation>वॉलेट क्रेडिट पर</translation>
        </message>
        <message>
            <source>The charge's part paid from the wallet's balance</source>
            <translation>कटौती का वह हिस्सा जो वॉलेट के बैलेंस से गया</translation>
        </message>
        <message>
            <source>From wallet balance</source>
            <translation>वॉलेट बैलेंस से</translation>
        </message>
        <message>
            <source>Customers paid</source>
            <translation>ग्राहकों ने चुकाया</translation>
        </message>
        <message>
            <source>What the service gave back to the wallet on cancellations</source>
            <translation>रद्दीकरण पर सेवा ने वॉलेट में जो लौटाया</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>वॉलेट में वापस</translation>
        </message>
        <message>
            <source>What the service took from the agency's wallet</source>
            <translation>सेवा ने एजेंसी के वॉलेट से जो काटा</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>वॉलेट से कटा</translation>
        </message>
        <message>
            <source>The price the customer paid at this till, and how</source>
            <translation>इस टिल पर ग्राहक ने जो कीमत चुकाई, और किस तरह</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>ग्राहक ने चुकाया</translation>
        </message>
        <message numerus="yes">
            <source>%n seats</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>बिक्री समय</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>संदर्भ</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>उत्पाद</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>यात्रा की तारीख</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>ग्राहक</translation>
        </message>
        <message>
            <source>Passengers</source>
            <translation>यात्री</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>स्थिति</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>Bookings</source>
            <translation>बुकिंग</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_SCREEN</name>
        <message numerus="yes">
            <source>{count} bookings</source>
            <translation>
                <numerusform>{count} बुकिंग</numerusform>
                <numerusform>{count} बुकिंग</numerusform>
            </translation>
        </message>
        <message>
            <source>Reference, customer or any passenger's name</source>
            <translation>संदर्भ, ग्राहक या किसी भी यात्री का नाम</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>खोजें (&amp;S)</translation>
        </message>
        <message>
            <source>A booking reference, the customer or any passenger's name</source>
            <translation>बुकिंग संदर्भ, ग्राहक या किसी भी यात्री का नाम</translation>
        </message>
        <message>
            <source>Only &amp;day</source>
            <translation>केवल यह दिन (&amp;D)</translation>
        </message>
        <message>
            <source>Day of sale</source>
            <translation>बिक्री का दिन</translation>
        </message>
        <message>
            <source>Only the bookings sold on this day, when Only day is ticked</source>
            <translation>"केवल यह दिन" पर टिक होने पर, केवल इस दिन बिकी बुकिंग</translation>
        </message>
        <message>
            <source>All c&amp;ounters</source>
            <translation>सभी काउंटर (&amp;O)</translation>
        </message>
        <message>
            <source>The bookings of every counter of the agency (the agency store)</source>
            <translation>एजेंसी के हर काउंटर की बुकिंग (एजेंसी स्टोर)</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>काउंटर</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>कर्मचारी</translation>
        </message>
        <message>
            <source>E&amp;xport CSV…</source>
            <translation>CSV निर्यात करें… (&amp;X)</translation>
        </message>
        <message>
            <source>Save the bookings of this search as a CSV file (Alt+X)</source>
            <translation>इस खोज की बुकिंग CSV फ़ाइल में सहेजें (Alt+X)</translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST एक्सपोर्ट (&amp;G)…</translation>
        </message>
        <message>
            <source>The invoices and credit notes of the day chosen (else of this month) for the accountant: sales register (CSV, Excel), GSTR-1 summaries, Tally XML</source>
            <translation>चुने गए दिन (वरना इस महीने) के बीजक और क्रेडिट नोट, अकाउंटेंट के लिए: बिक्री रजिस्टर (CSV, Excel), GSTR-1 सारांश, Tally XML</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>"बुकिंग खोजें" में खोलें (&amp;L)</translation>
        </message>
        <message>
            <source>Enter on a booking</source>
            <translation>किसी बुकिंग पर Enter</translation>
        </message>
        <message>
            <source>&lt;h2&gt;History&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;इतिहास&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Every counter</source>
            <translation>हर काउंटर</translation>
        </message>
        <message>
            <source>Every clerk</source>
            <translation>हर कर्मचारी</translation>
        </message>
        <message>
            <source>No bookings of any counter match.</source>
            <translation>किसी भी काउंटर की कोई बुकिंग मेल नहीं खाती।</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</source>
            <translation>
                <numerusform>सभी काउंटरों पर {count} बुकिंग; नवीनतम {shown} सूची में हैं (कम करने के लिए खोजें या दिन, काउंटर या कर्मचारी चुनें)</numerusform>
                <numerusform>सभी काउंटरों पर {count} बुकिंग; नवीनतम {shown} सूची में हैं (कम करने के लिए खोजें या दिन, काउंटर या कर्मचारी चुनें)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters</source>
            <translation>
                <numerusform>सभी काउंटरों पर {count} बुकिंग</numerusform>
                <numerusform>सभी काउंटरों पर {count} बुकिंग</numerusform>
            </translation>
        </message>
        <message>
            <source>Export bookings as CSV</source>
            <translation>बुकिंग CSV में निर्यात करें</translation>
        </message>
        <message>
            <source>No bookings match.</source>
            <translation>कोई बुकिंग मेल नहीं खाती।</translation>
        </message>
        <message>
            <source>No bookings at this counter yet.</source>
            <translation>इस काउंटर पर अभी कोई बुकिंग नहीं।</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings (scroll for more)</source>
            <translation>
                <numerusform>{count} बुकिंग (और के लिए स्क्रॉल करें)</numerusform>
                <numerusform>{count} बुकिंग (और के लिए स्क्रॉल करें)</numerusform>
            </translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>अकाउंटेंट के लिए GST एक्सपोर्ट</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_LISTS</name>
        <message>
            <source>Export the customer's data</source>
            <translation>ग्राहक का डेटा निर्यात करें</translation>
        </message>
        <message>
            <source>Erase the customer's data</source>
            <translation>ग्राहक का डेटा मिटाएँ</translation>
        </message>
        <message>
            <source>On the customer's request, with a supervisor's PIN: their phone, e-mail and passengers' ID numbers go; the name, the amounts and the invoice stay, as tax law asks.</source>
            <translation>ग्राहक के कहने पर, सुपरवाइज़र के PIN से: उनका फ़ोन, ई-मेल और यात्रियों के ID नंबर मिटते हैं; नाम, रकम और इनवॉइस टैक्स कानून के अनुसार रहते हैं।</translation>
        </message>
        <message>
            <source>The customer's data…</source>
            <translation>ग्राहक की जानकारी…</translation>
        </message>
        <message>
            <source>What is held of the customer, for them; a correction of their details; with a supervisor's PIN, the passengers' ID numbers and who looked at them.</source>
            <translation>ग्राहक की कौन-सी जानकारी रखी है, उनके लिए; उनकी जानकारी में सुधार; सुपरवाइज़र के PIN से, यात्रियों के पहचान नंबर और किसने उन्हें देखा।</translation>
        </message>
        <message>
            <source>Per-day &amp;totals (Enter: only that day)</source>
            <translation>प्रतिदिन का कुल (&amp;T) (Enter: केवल वह दिन)</translation>
        </message>
        <message>
            <source>Bookings of this counter</source>
            <translation>इस काउंटर की बुकिंग</translation>
        </message>
        <message>
            <source>Enter opens the booking in Lookup</source>
            <translation>Enter बुकिंग को "बुकिंग खोजें" में खोलता है</translation>
        </message>
        <message>
            <source>No bookings here yet: the sales made at this counter appear here.</source>
            <translation>अभी यहाँ कोई बुकिंग नहीं: इस काउंटर पर हुई बिक्री यहाँ दिखती है।</translation>
        </message>
        <message>
            <source>Bookings of every counter</source>
            <translation>हर काउंटर की बुकिंग</translation>
        </message>
        <message>
            <source>No bookings of any counter have reached the agency store.</source>
            <translation>किसी भी काउंटर की बुकिंग अभी एजेंसी स्टोर तक नहीं पहुँची।</translation>
        </message>
        <message>
            <source>Per-day totals</source>
            <translation>प्रतिदिन का कुल</translation>
        </message>
        <message>
            <source>Enter on a day shows only that day's bookings</source>
            <translation>किसी दिन पर Enter केवल उस दिन की बुकिंग दिखाता है</translation>
        </message>
        <message>
            <source>No days with sales yet.</source>
            <translation>अभी बिक्री वाला कोई दिन नहीं।</translation>
        </message>
        <message numerus="yes">
            <source>Exporting: {written} of {count} bookings written…</source>
            <translation>
                <numerusform>निर्यात: {count} में से {written} बुकिंग लिखी गई…</numerusform>
                <numerusform>निर्यात: {count} में से {written} बुकिंग लिखी गईं…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ID_PROOF</name>
        <message>
            <source>The document scan must be sent as Base64 text.</source>
            <translation>दस्तावेज़ स्कैन Base64 टेक्स्ट के रूप में भेजा जाना चाहिए।</translation>
        </message>
        <message>
            <source>The document scan is {size} characters encoded; it must be under {most}. Use a smaller scan.</source>
            <translation>दस्तावेज़ स्कैन एन्कोड होकर {size} अक्षरों का है; यह {most} से कम होना चाहिए। छोटा स्कैन इस्तेमाल करें।</translation>
        </message>
        <message>
            <source>The document scan is not a valid Base64 data URI.</source>
            <translation>दस्तावेज़ स्कैन मान्य Base64 data URI नहीं है।</translation>
        </message>
        <message>
            <source>The document scan must be a JPEG, PNG or PDF file.</source>
            <translation>दस्तावेज़ स्कैन JPEG, PNG या PDF फ़ाइल होना चाहिए।</translation>
        </message>
        <message>
            <source>The document scan is not valid Base64.</source>
            <translation>दस्तावेज़ स्कैन मान्य Base64 नहीं है।</translation>
        </message>
        <message>
            <source>The document scan is not a JPEG, PNG or PDF file.</source>
            <translation>दस्तावेज़ स्कैन JPEG, PNG या PDF फ़ाइल नहीं है।</translation>
        </message>
        <message>
            <source>The document scan says {declared} but its content is {found}.</source>
            <translation>दस्तावेज़ स्कैन {declared} बताता है लेकिन इसकी सामग्री {found} है।</translation>
        </message>
        <message>
            <source>The document scan</source>
            <translation>दस्तावेज़ स्कैन</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS</name>
        <message>
            <source>ID scans of a sale waiting for its answer</source>
            <translation>जवाब की प्रतीक्षा वाली बिक्री के पहचान-पत्र स्कैन</translation>
        </message>
        <message>
            <source>{sale} The scans are kept sealed until the service answers, then deleted. This look is in the access log.</source>
            <translation>{sale} सेवा का जवाब आने तक स्कैन सीलबंद रखे जाते हैं, फिर मिटा दिए जाते हैं। यह देखना पहुँच-लॉग में दर्ज है।</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(नाम नहीं)</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS_CONTROLLER</name>
        <message>
            <source>Not a readable scan.</source>
            <translation>यह स्कैन पढ़ा नहीं जा सकता।</translation>
        </message>
        <message>
            <source>A PDF ({pages} pages): it cannot be drawn here. It goes to the service with the sale.</source>
            <translation>एक PDF ({pages} पृष्ठ): यह यहाँ दिखाया नहीं जा सकता। यह बिक्री के साथ सेवा को जाता है।</translation>
        </message>
        <message>
            <source>The sale holds no ID scans any more: its answer came.</source>
            <translation>इस बिक्री में अब कोई पहचान-पत्र स्कैन नहीं है: इसका जवाब आ गया।</translation>
        </message>
        <message>
            <source>The ID scans cannot be shown: {problem}.</source>
            <translation>पहचान-पत्र स्कैन नहीं दिखाए जा सकते: {problem}।</translation>
        </message>
    </context>
    <context>
        <name>IRP_ANSWER</name>
        <message>
            <source>Answer {n} has no IRN of 64 letters and digits.</source>
            <translation>जवाब {n} में 64 अक्षरों और अंकों का IRN नहीं है।</translation>
        </message>
        <message>
            <source>Answer {n} has a cancellation time the portal never writes.</source>
            <translation>जवाब {n} में रद्द होने का समय ऐसे रूप में है जैसा पोर्टल कभी नहीं लिखता।</translation>
        </message>
        <message>
            <source>Answer {n} (IRN {irn}) lacks its signed invoice or a signed QR code naming its document.</source>
            <translation>जवाब {n} (IRN {irn}) में हस्ताक्षरित बीजक या अपने दस्तावेज़ का नाम बताने वाला हस्ताक्षरित QR कोड नहीं है।</translation>
        </message>
        <message>
            <source>Answer {n}'s signed QR code is of another IRN than its own.</source>
            <translation>जवाब {n} का हस्ताक्षरित QR कोड उसके अपने IRN का नहीं, किसी दूसरे IRN का है।</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement time.</source>
            <translation>जवाब {n} (दस्तावेज़ {number}) में पावती का समय नहीं है।</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement number.</source>
            <translation>जवाब {n} (दस्तावेज़ {number}) में पावती संख्या नहीं है।</translation>
        </message>
        <message>
            <source>The file is not the portal's JSON answer.</source>
            <translation>यह फ़ाइल पोर्टल का JSON जवाब नहीं है।</translation>
        </message>
        <message>
            <source>Answer {n} is not an answer object.</source>
            <translation>जवाब {n} जवाब का ऑब्जेक्ट नहीं है।</translation>
        </message>
        <message>
            <source>The file is nested deeper than the portal's answer ever is.</source>
            <translation>फ़ाइल पोर्टल के जवाब से कहीं ज़्यादा गहराई तक नेस्टेड है।</translation>
        </message>
    </context>
    <context>
        <name>IRP_CHECK</name>
        <message>
            <source>The IRN is not the one the portal makes for {number} (from the agency's GSTIN, the financial year, the type and the number).</source>
            <translation>यह IRN वह नहीं है जो पोर्टल {number} के लिए बनाता है (एजेंसी के GSTIN, वित्त वर्ष, प्रकार और नंबर से)।</translation>
        </message>
        <message>
            <source>the seller's GSTIN</source>
            <translation>विक्रेता का GSTIN</translation>
        </message>
        <message>
            <source>the buyer's GSTIN</source>
            <translation>ख़रीदार का GSTIN</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>दस्तावेज़ नंबर</translation>
        </message>
        <message>
            <source>the document type</source>
            <translation>दस्तावेज़ का प्रकार</translation>
        </message>
        <message>
            <source>the document date</source>
            <translation>दस्तावेज़ की तारीख़</translation>
        </message>
        <message>
            <source>The signed QR code gives {field} as “{given}”; {number} has “{want}”.</source>
            <translation>हस्ताक्षरित QR कोड में {field} “{given}” है; {number} में “{want}” है।</translation>
        </message>
        <message>
            <source>The signed QR code gives the total as “{given}”; {number} has {want}.</source>
            <translation>हस्ताक्षरित QR कोड में कुल राशि “{given}” है; {number} की कुल राशि {want} है।</translation>
        </message>
    </context>
    <context>
        <name>JOBS_PANEL</name>
        <message>
            <source>Background jobs</source>
            <translation>पृष्ठभूमि के काम</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>फिर से शुरू करें</translation>
        </message>
        <message>
            <source>Start {job} again</source>
            <translation>{job} फिर से शुरू करें</translation>
        </message>
        <message>
            <source>The work Counterdesk does behind the till. A job that stops is started again on its own; one that keeps stopping is named in the header, and you can start it again here.</source>
            <translation>वह काम जो Counterdesk टिल के पीछे करता है। जो काम रुक जाए वह अपने-आप फिर शुरू होता है; जो बार-बार रुके उसका नाम हेडर में दिखता है, और आप उसे यहाँ फिर से शुरू कर सकते हैं।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_EINVOICE</name>
        <message>
            <source>The portal answered for {number}, which this counter never issued.</source>
            <translation>पोर्टल ने {number} के लिए जवाब दिया, जिसे इस काउंटर ने कभी जारी नहीं किया।</translation>
        </message>
        <message>
            <source>The portal's answer for {number} is of another type of document.</source>
            <translation>{number} के लिए पोर्टल का जवाब किसी दूसरे प्रकार के दस्तावेज़ का है।</translation>
        </message>
        <message>
            <source>{number} already has the IRN {irn}; an IRN is never replaced.</source>
            <translation>{number} के पास पहले से IRN {irn} है; IRN कभी बदला नहीं जाता।</translation>
        </message>
        <message>
            <source>The portal cancelled the IRN {irn}, which no document here has.</source>
            <translation>पोर्टल ने IRN {irn} रद्द किया, जो यहाँ किसी दस्तावेज़ का नहीं है।</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number} का कोई IRN नहीं है जिसे रद्द किया जाए।</translation>
        </message>
        <message>
            <source>The cancellation of {number}'s IRN was asked already.</source>
            <translation>{number} के IRN को रद्द करने को पहले ही कहा जा चुका है।</translation>
        </message>
        <message>
            <source>The IRN given for {number} is already {owner}'s: the portal gives each document its own.</source>
            <translation>{number} के लिए दिया गया IRN पहले से {owner} का है: पोर्टल हर दस्तावेज़ को अपना अलग IRN देता है।</translation>
        </message>
        <message>
            <source>Say why the portal's answer is accepted (the reason is logged).</source>
            <translation>बताएँ कि पोर्टल का जवाब क्यों स्वीकार किया गया (कारण लॉग में दर्ज होता है)।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>डिस्क भर गई है</translation>
        </message>
        <message>
            <source>the journal's folder cannot be written to</source>
            <translation>जर्नल के फ़ोल्डर में लिखा नहीं जा सकता</translation>
        </message>
        <message>
            <source>the disk reports an error when the journal is written</source>
            <translation>जर्नल लिखते समय डिस्क त्रुटि बताती है</translation>
        </message>
        <message>
            <source>Selling off: {reason}</source>
            <translation>बिक्री बंद: {reason}</translation>
        </message>
        <message>
            <source>Selling is off: {reason}, so this computer cannot save a sale or a cancellation. Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix the disk, then start Counterdesk again.</source>
            <translation>बिक्री बंद है: {reason}, इसलिए यह कंप्यूटर बिक्री या रद्दीकरण सहेज नहीं सकता। कुछ नहीं भेजा गया, कोई राशि नहीं ली गई। कैटलॉग, खोजें और वॉलेट अब भी काम करते हैं; डिस्क ठीक करें, फिर Counterdesk दोबारा शुरू करें।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_OPENING</name>
        <message>
            <source>why the drawers were off at the Z reports</source>
            <translation>Z रिपोर्ट के समय ड्रॉअर में अंतर के कारण</translation>
        </message>
        <message>
            <source>the sale kept from last time</source>
            <translation>पिछली बार रखी गई बिक्री</translation>
        </message>
        <message>
            <source>the records for the agency store</source>
            <translation>एजेंसी स्टोर के लिए रिकॉर्ड</translation>
        </message>
        <message>
            <source>the tax invoices and credit notes</source>
            <translation>टैक्स इनवॉइस और क्रेडिट नोट</translation>
        </message>
        <message>
            <source>the supervisors' decisions</source>
            <translation>सुपरवाइज़र के फ़ैसले</translation>
        </message>
        <message>
            <source>the supervisor PIN</source>
            <translation>सुपरवाइज़र PIN</translation>
        </message>
        <message>
            <source>the refunds owed</source>
            <translation>बकाया रिफ़ंड</translation>
        </message>
        <message>
            <source>the customer refunds</source>
            <translation>ग्राहकों को दिए गए रिफ़ंड</translation>
        </message>
        <message>
            <source>the Z reports</source>
            <translation>Z रिपोर्ट</translation>
        </message>
        <message>
            <source>the receipt numbers</source>
            <translation>रसीद नंबर</translation>
        </message>
        <message>
            <source>the shifts</source>
            <translation>शिफ़्ट</translation>
        </message>
        <message>
            <source>the payments taken</source>
            <translation>लिए गए भुगतान</translation>
        </message>
        <message>
            <source>the till's sales</source>
            <translation>टिल की बिक्री</translation>
        </message>
        <message>
            <source>which requests had left this computer</source>
            <translation>कौन-से अनुरोध इस कंप्यूटर से भेजे जा चुके थे</translation>
        </message>
        <message>
            <source>the history's bookings</source>
            <translation>हिस्ट्री की बुकिंग</translation>
        </message>
        <message>
            <source>sales and cancellations sent</source>
            <translation>भेजी गई बिक्री और रद्दीकरण</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}, and there was no copy to take them from. Some records may be missing; check the day's sales with the service's History.</source>
            <translation>इनमें से सब कुछ पढ़ा नहीं जा सका: {tables}, और उन्हें लेने के लिए कोई कॉपी नहीं थी। कुछ रिकॉर्ड गायब हो सकते हैं; सर्विस की हिस्ट्री में दिन की बिक्री जाँच लें।</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. Nothing in it could be read, so the new journal starts empty.</source>
            <translation>इस कंप्यूटर की जर्नल ख़राब हो गई थी। उसे {aside} के रूप में अलग रखा गया (वह फ़ाइल अपने सहायता संपर्क के लिए रखें) और नई जर्नल शुरू की गई। उसमें से कुछ भी पढ़ा नहीं जा सका, इसलिए नई जर्नल ख़ाली शुरू होती है।</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. The new journal holds what could still be read: {pending} unanswered sale or cancellation requests, {settled} settled requests and {bookings} bookings of the history. The unanswered ones keep their request ids, so none of them can be charged twice.</source>
            <translation>इस कंप्यूटर की जर्नल ख़राब हो गई थी। उसे {aside} के रूप में अलग रखा गया (वह फ़ाइल अपने सहायता संपर्क के लिए रखें) और नई जर्नल शुरू की गई। नई जर्नल में वह है जो अब भी पढ़ा जा सका: बिक्री या रद्दीकरण के {pending} अनुत्तरित अनुरोध, {settled} निपटे अनुरोध और इतिहास की {bookings} बुकिंग। अनुत्तरित अनुरोधों की अनुरोध ID वही रहती है, इसलिए किसी की भी राशि दो बार नहीं कट सकती।</translation>
        </message>
        <message>
            <source>Counterdesk cannot open its journal ({path}): another program is using it. Close that program (or restart the computer), then start Counterdesk again.</source>
            <translation>Counterdesk अपनी जर्नल ({path}) नहीं खोल सकता: कोई दूसरा प्रोग्राम उसे इस्तेमाल कर रहा है। वह प्रोग्राम बंद करें (या कंप्यूटर दोबारा शुरू करें), फिर Counterdesk दोबारा शुरू करें।</translation>
        </message>
        <message>
            <source>The journal on this computer ({path}) is damaged and cannot be moved aside ({problem}). Tell your support contact; do not delete the file.</source>
            <translation>इस कंप्यूटर की जर्नल ({path}) ख़राब है और अलग नहीं की जा सकती ({problem})। अपने सहायता संपर्क को बताएँ; फ़ाइल न मिटाएँ।</translation>
        </message>
        <message>
            <source>Not every receipt number could be read, so new receipts start a new series marked {prefix}: no number is printed twice.</source>
            <translation>हर रसीद नंबर पढ़ा नहीं जा सका, इसलिए नई रसीदें {prefix} वाली नई सीरीज़ में शुरू होंगी: कोई नंबर दो बार नहीं छपेगा।</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}. Records made after the copy may be missing; check the day's sales with the service's History.</source>
            <translation>इनका सब कुछ पढ़ा नहीं जा सका: {tables}। कॉपी के बाद बने रिकॉर्ड गायब हो सकते हैं; दिन की बिक्री सेवा की हिस्ट्री से मिला लें।</translation>
        </message>
        <message>
            <source>What the damaged file lost was taken from the journal's copy of {time} ({rows} records).</source>
            <translation>खराब फ़ाइल में जो खो गया था, वह {time} की जर्नल कॉपी से लिया गया ({rows} रिकॉर्ड)।</translation>
        </message>
        <message>
            <source>{count} unanswered requests may have been sent: the app asks the service about them and never sends them as new.</source>
            <translation>{count} बिना जवाब वाले अनुरोध शायद भेजे जा चुके हैं: ऐप उनके बारे में सेवा से पूछता है और उन्हें कभी नए के रूप में नहीं भेजता।</translation>
        </message>
        <message>
            <source>the e-invoices' IRNs</source>
            <translation>ई-इनवॉइस के IRN</translation>
        </message>
        <message>
            <source>the IRN cancellations</source>
            <translation>IRN रद्दीकरण</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_RECORDS</name>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SCANS</name>
        <message>
            <source>scan {number} cannot be read: {problem}</source>
            <translation>स्कैन {number} पढ़ा नहीं जा सकता: {problem}</translation>
        </message>
        <message>
            <source>scan {number} is missing ({problem})</source>
            <translation>स्कैन {number} नहीं मिला ({problem})</translation>
        </message>
        <message>
            <source>scan {number} does not match its digest</source>
            <translation>स्कैन {number} अपने डाइजेस्ट से मेल नहीं खाता</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SEALED</name>
        <message>
            <source>it was kept encrypted with a key this computer's password store no longer has</source>
            <translation>यह ऐसी कुंजी से एन्क्रिप्ट करके रखा गया था जो अब इस कंप्यूटर के पासवर्ड स्टोर में नहीं है</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_STORE</name>
        <message>
            <source>its ID numbers cannot be read: {problem}</source>
            <translation>इसके ID नंबर पढ़े नहीं जा सकते: {problem}</translation>
        </message>
    </context>
    <context>
        <name>LANGUAGE_SETTINGS</name>
        <message>
            <source>Language</source>
            <translation>भाषा</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>सिस्टम के अनुसार</translation>
        </message>
        <message>
            <source>As the screens</source>
            <translation>स्क्रीन के अनुसार</translation>
        </message>
        <message>
            <source>Each language's own digits ({digits})</source>
            <translation>हर भाषा के अपने अंक ({digits})</translation>
        </message>
        <message>
            <source>Saved changes to the screens' language or digits apply when Counterdesk starts again.</source>
            <translation>स्क्रीन की भाषा या अंकों में सहेजे गए बदलाव Counterdesk दोबारा शुरू होने पर लागू होंगे।</translation>
        </message>
        <message>
            <source>Screens</source>
            <translation>स्क्रीन</translation>
        </message>
        <message>
            <source>Customer documents</source>
            <translation>ग्राहक के दस्तावेज़</translation>
        </message>
        <message>
            <source>The language of the customer&apos;s receipt and voucher. The agency copy is in English; the reports are in the screens&apos; language.</source>
            <translation>ग्राहक की रसीद और वाउचर की भाषा। एजेंसी प्रति अंग्रेज़ी में होती है; रिपोर्टें स्क्रीन की भाषा में।</translation>
        </message>
    </context>
    <context>
        <name>LAUNCH</name>
        <message>
            <source>That window has been brought to the front.</source>
            <translation>वह विंडो सामने ला दी गई है।</translation>
        </message>
        <message>
            <source>Counterdesk could not start: {error}. The details are in the log file {log_file}; tell your support contact.</source>
            <translation>Counterdesk शुरू नहीं हो सका: {error}। विवरण लॉग फ़ाइल {log_file} में है; अपने सहायता संपर्क को बताएँ।</translation>
        </message>
        <message>
            <source>Counterdesk cannot start</source>
            <translation>Counterdesk शुरू नहीं हो सकता</translation>
        </message>
        <message>
            <source>Counterdesk: journal recovered</source>
            <translation>Counterdesk: जर्नल पुनः प्राप्त हुआ</translation>
        </message>
    </context>
    <context>
        <name>LEDGER_MODEL</name>
        <message>
            <source>For support</source>
            <translation>सपोर्ट के लिए</translation>
        </message>
        <message>
            <source>Posted at / account</source>
            <translation>दर्ज समय / खाता</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>घटना</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>Wallet in / out</source>
            <translation>वॉलेट में आया / गया</translation>
        </message>
        <message>
            <source>Ledger debit</source>
            <translation>लेजर डेबिट</translation>
        </message>
        <message>
            <source>Ledger credit</source>
            <translation>लेजर क्रेडिट</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>बिक्री</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>रिफ़ंड</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>टॉप-अप</translation>
        </message>
        <message>
            <source>What the entry took out of the wallet (a sale) or put into it (a refund, a top-up)</source>
            <translation>इस प्रविष्टि ने वॉलेट से कितना निकाला (बिक्री) या उसमें कितना डाला (रिफ़ंड, टॉप-अप)</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_CONTROLLER</name>
        <message>
            <source>Exchanged for booking {reference}.</source>
            <translation>बुकिंग {reference} से बदली गई।</translation>
        </message>
        <message>
            <source>The service refunded {refunded} to the wallet.</source>
            <translation>सेवा ने वॉलेट में {refunded} वापस किए।</translation>
        </message>
        <message numerus="yes">
            <source>Sold here {sold_at} to {customer}: %n seat(s).</source>
            <translation>
                <numerusform>{sold_at} को यहाँ {customer} को बेचा: %n सीट।</numerusform>
                <numerusform>{sold_at} को यहाँ {customer} को बेचा: %n सीटें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Not sold at this counter.</source>
            <translation>इस काउंटर पर नहीं बेचा गया।</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>यह बिक्री अब जर्नल में नहीं है।</translation>
        </message>
        <message>
            <source>Not sold at this counter (the agency store does not answer now).</source>
            <translation>इस काउंटर पर नहीं बेचा गया (एजेंसी स्टोर अभी जवाब नहीं दे रहा)।</translation>
        </message>
        <message>
            <source>Not sold at this counter, nor at any counter of the agency store.</source>
            <translation>न इस काउंटर पर बेचा गया, न एजेंसी स्टोर के किसी काउंटर पर।</translation>
        </message>
        <message>
            <source>The service did not confirm the cancellation ({reason}). Whether it went through is not known yet: press the same Cancel button again to ask once more. The same request is sent, so the wallet cannot be credited twice; meanwhile the app keeps asking in the background.</source>
            <translation>सेवा ने रद्दीकरण की पुष्टि नहीं की ({reason})। अभी पता नहीं कि यह हुआ या नहीं: फिर से पूछने के लिए वही रद्द करें बटन दोबारा दबाएँ। वही अनुरोध भेजा जाता है, इसलिए वॉलेट में दो बार क्रेडिट नहीं हो सकता; इस बीच ऐप पीछे से पूछता रहता है।</translation>
        </message>
        <message>
            <source>The cancellation went through (refund {reference}), but this computer could not save it yet; the app keeps trying, and the service gives it back at the next start.</source>
            <translation>रद्दीकरण हो गया (रिफ़ंड {reference}), लेकिन यह कंप्यूटर उसे अभी सहेज नहीं सका; ऐप कोशिश करता रहेगा, और अगली बार शुरू होने पर सेवा उसे वापस दे देगी।</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_SCREEN</name>
        <message>
            <source>Booking reference, e.g. 7KX4M2QA</source>
            <translation>बुकिंग संदर्भ, जैसे 7KX4M2QA</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>{length} letters and digits; Enter looks it up</source>
            <translation>{length} अक्षर और अंक; Enter से खोजें</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>खोजें</translation>
        </message>
        <message>
            <source>Look up the booking (Enter)</source>
            <translation>बुकिंग खोजें (Enter)</translation>
        </message>
        <message>
            <source>The voucher as the booking stands now (sold at this counter)</source>
            <translation>बुकिंग की अभी की स्थिति का वाउचर (इस काउंटर पर बिकी)</translation>
        </message>
        <message>
            <source>The whole booking</source>
            <translation>पूरी बुकिंग</translation>
        </message>
        <message>
            <source>&amp;Part of it:</source>
            <translation>इसका एक हिस्सा (&amp;P):</translation>
        </message>
        <message>
            <source> seat(s)</source>
            <translation> सीट</translation>
        </message>
        <message>
            <source>Seats to cancel</source>
            <translation>रद्द करने के लिए सीटें</translation>
        </message>
        <message>
            <source>&amp;Quote cancellation</source>
            <translation>रद्दीकरण का अनुमान लें (&amp;Q)</translation>
        </message>
        <message>
            <source>Cancel this booking</source>
            <translation>यह बुकिंग रद्द करें</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Lookup&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;बुकिंग खोजें&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>No booking open. Type or paste a reference above, or choose a booking in History (Ctrl+5) and press Enter.</source>
            <translation>कोई बुकिंग खुली नहीं है। ऊपर संदर्भ टाइप या पेस्ट करें, या इतिहास (Ctrl+5) में कोई बुकिंग चुनकर Enter दबाएँ।</translation>
        </message>
        <message>
            <source>A booking reference is {length} letters and digits (no 0, O, 1 or I). Check what was typed.</source>
            <translation>बुकिंग संदर्भ {length} अक्षरों और अंकों का होता है (0, O, 1 या I नहीं)। जो टाइप किया उसे जाँचें।</translation>
        </message>
        <message>
            <source>Looking up {ref}…</source>
            <translation>{ref} खोज रहे हैं…</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel in the list first.</source>
            <translation>पहले सूची में रद्द करने वाले यात्रियों पर टिक करें।</translation>
        </message>
        <message>
            <source>Cancelling {what} of {ref}…</source>
            <translation>{ref} का {what} रद्द कर रहे हैं…</translation>
        </message>
        <message numerus="yes">
            <source>the %n passengers ticked in the list</source>
            <translation>
                <numerusform>सूची में टिक किया गया %n यात्री</numerusform>
                <numerusform>सूची में टिक किए गए %n यात्री</numerusform>
            </translation>
        </message>
        <message>
            <source>tick passengers in the list</source>
            <translation>सूची में यात्रियों पर टिक करें</translation>
        </message>
        <message>
            <source>Choose what to cancel, then ask for the quote (Alt+Q).</source>
            <translation>चुनें कि क्या रद्द करना है, फिर अनुमान माँगें (Alt+Q)।</translation>
        </message>
        <message>
            <source>Nothing left to cancel on this booking.</source>
            <translation>इस बुकिंग में रद्द करने को कुछ नहीं बचा।</translation>
        </message>
        <message>
            <source>Booking {ref} was not found. Check the reference; a booking of another agency cannot be looked up here.</source>
            <translation>बुकिंग {ref} नहीं मिली। संदर्भ जाँचें; किसी दूसरी एजेंसी की बुकिंग यहाँ नहीं खोजी जा सकती।</translation>
        </message>
        <message>
            <source>Change the da&amp;y…</source>
            <translation>दिन बदलें… (&amp;Y)</translation>
        </message>
        <message>
            <source>Move the booking to another day (Alt+Y): the new seat is booked first, then this one cancelled, the difference settled at the till</source>
            <translation>बुकिंग को दूसरे दिन पर ले जाएँ (Alt+Y): पहले नई सीट बुक होती है, फिर यह रद्द होती है, अंतर का हिसाब काउंटर पर होता है</translation>
        </message>
        <message>
            <source>Change the da&amp;y of {ref}…</source>
            <translation>{ref} का दिन बदलें… (&amp;Y)</translation>
        </message>
        <message>
            <source>Cancel booking {ref}</source>
            <translation>बुकिंग {ref} रद्द करें</translation>
        </message>
    </context>
    <context>
        <name>MAIL_ADDRESS</name>
        <message>
            <source>{address} is not an e-mail address (like name@example.in).</source>
            <translation>{address} ई-मेल पता नहीं है (जैसे name@example.in)।</translation>
        </message>
        <message>
            <source>The e-mail address has a line break or a control character in it: type it on one line.</source>
            <translation>ई-मेल पते में लाइन ब्रेक या कोई नियंत्रण वर्ण है: इसे एक ही पंक्ति में लिखें।</translation>
        </message>
        <message>
            <source>{address} has letters a mail server does not take ({letters}): use Latin letters, digits and . _ - + only.</source>
            <translation>{address} में ऐसे अक्षर हैं जिन्हें मेल सर्वर नहीं लेता ({letters}): सिर्फ़ लैटिन अक्षर, अंक और . _ - + इस्तेमाल करें।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_CHILD</name>
        <message>
            <source>The mail job failed ({reason}); the letters wait for its next round.</source>
            <translation>मेल का काम विफल रहा ({reason}); पत्र उसके अगले दौर की प्रतीक्षा करते हैं।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_HEALTH</name>
        <message>
            <source>Mail: off ({count} waiting)</source>
            <translation>मेल: बंद ({count} प्रतीक्षा में)</translation>
        </message>
        <message>
            <source>Mail: off</source>
            <translation>मेल: बंद</translation>
        </message>
        <message>
            <source>Mail: {count} waiting</source>
            <translation>मेल: {count} प्रतीक्षा में</translation>
        </message>
        <message>
            <source>Mail: all sent</source>
            <translation>मेल: सब भेजे गए</translation>
        </message>
        <message>
            <source>No e-mail is sent: no mail server is set. Letters wait in the journal until one is.</source>
            <translation>कोई ई-मेल नहीं भेजा जाता: कोई मेल सर्वर सेट नहीं है। सर्वर सेट होने तक पत्र जर्नल में प्रतीक्षा करते हैं।</translation>
        </message>
        <message>
            <source>E-mail is being sent. The last try did not go: {error}</source>
            <translation>ई-मेल भेजे जा रहे हैं। पिछली कोशिश सफल नहीं हुई: {error}</translation>
        </message>
        <message>
            <source>E-mail is being sent; the last letter went.</source>
            <translation>ई-मेल भेजे जा रहे हैं; पिछला पत्र चला गया।</translation>
        </message>
        <message>
            <source>Mail: nothing waiting</source>
            <translation>मेल: कुछ प्रतीक्षा में नहीं</translation>
        </message>
        <message>
            <source>Last round at {time}.</source>
            <translation>पिछला दौर {time} बजे।</translation>
        </message>
        <message>
            <source>E-mail is sent from here; no letter has been sent yet.</source>
            <translation>ई-मेल यहीं से भेजी जाती है; अभी तक कोई पत्र नहीं भेजा गया।</translation>
        </message>
    </context>
    <context>
        <name>HEADS_LETTER</name>
        <message>
            <source>Counter {counter}: the heads of Z report no. {number}</source>
            <translation>काउंटर {counter}: Z रिपोर्ट सं. {number} के हेड</translation>
        </message>
        <message>
            <source>Counter {counter} closed a shift with Z report no. {number} at {closed}. Keep this letter: it witnesses the counter&apos;s journal outside its computer. An audit compares the journal with the heads below and names the entry that differs: a record or an access log entry changed after this Z report shows there.</source>
            <translation>काउंटर {counter} ने {closed} पर Z रिपोर्ट सं. {number} के साथ एक शिफ़्ट बंद की। यह पत्र संभालकर रखें: यह काउंटर की जर्नल का उसके कंप्यूटर के बाहर गवाह है। ऑडिट जर्नल की तुलना नीचे दिए हेड से करता है और जो प्रविष्टि अलग हो उसका नाम बताता है: इस Z रिपोर्ट के बाद बदला गया कोई रिकॉर्ड या एक्सेस लॉग की प्रविष्टि वहाँ दिखती है।</translation>
        </message>
        <message>
            <source>The access log had no entries yet.</source>
            <translation>एक्सेस लॉग में अभी कोई प्रविष्टि नहीं थी।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_LETTERS</name>
        <message>
            <source>Refund slip for booking {reference}</source>
            <translation>बुकिंग {reference} की रिफ़ंड पर्ची</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The refund slip for it is attached.</source>
            <translation>बुकिंग {reference} का आपका रिफ़ंड दे दिया गया है। उसकी रिफ़ंड पर्ची संलग्न है।</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>आपके कहने पर बुकिंग {reference} रद्द कर दी गई है। रिफ़ंड की रिफ़ंड पर्ची और अब की स्थिति का वाउचर संलग्न हैं।</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>आपके कहने पर बुकिंग {reference} का एक हिस्सा रद्द कर दिया गया है; बाकी बुकिंग बनी रहेगी। रिफ़ंड की रिफ़ंड पर्ची और अब की स्थिति का वाउचर संलग्न हैं।</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The refund slip for the whole refund is attached.</source>
            <translation>बुकिंग {reference} के आपके रिफ़ंड का एक हिस्सा दे दिया गया है; उसमें से INR {owed} अभी आपको देना बाकी है और जल्द दिया जाएगा। पूरे रिफ़ंड की रिफ़ंड पर्ची संलग्न है।</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference}.</source>
            <translation>आपके कहे अनुसार, बुकिंग {reference} के दस्तावेज़ ये रहे।</translation>
        </message>
        <message>
            <source>Your booking {reference}</source>
            <translation>आपकी बुकिंग {reference}</translation>
        </message>
        <message>
            <source>Thank you for booking with us. Your voucher and your receipt for booking {reference} are attached. Please show the voucher when you travel.</source>
            <translation>हमारे साथ बुकिंग करने के लिए धन्यवाद। बुकिंग {reference} का आपका वाउचर और आपकी रसीद संलग्न हैं। यात्रा के समय कृपया वाउचर दिखाएँ।</translation>
        </message>
        <message>
            <source>Cancellation of booking {reference}</source>
            <translation>बुकिंग {reference} का रद्दीकरण</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>आपके कहने पर बुकिंग {reference} रद्द कर दी गई है। रिफ़ंड का क्रेडिट नोट और अब की स्थिति का वाउचर संलग्न हैं।</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference} again.</source>
            <translation>आपके कहने पर बुकिंग {reference} के दस्तावेज़ फिर से भेजे जा रहे हैं।</translation>
        </message>
        <message>
            <source>Credit note for booking {reference}</source>
            <translation>बुकिंग {reference} का क्रेडिट नोट</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The credit note for it is attached.</source>
            <translation>बुकिंग {reference} का आपका रिफ़ंड दे दिया गया है। उसका क्रेडिट नोट संलग्न है।</translation>
        </message>
        <message>
            <source>Your refund for booking {reference}</source>
            <translation>बुकिंग {reference} का आपका रिफ़ंड</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has now been given in full. Thank you for your patience.</source>
            <translation>बुकिंग {reference} का आपका पूरा रिफ़ंड अब दे दिया गया है। आपके धैर्य के लिए धन्यवाद।</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>आपके कहने पर बुकिंग {reference} का एक हिस्सा रद्द कर दिया गया है; बाकी बुकिंग बनी रहेगी। रिफ़ंड का क्रेडिट नोट और अब की स्थिति का वाउचर संलग्न हैं।</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The credit note for the whole refund is attached.</source>
            <translation>बुकिंग {reference} के आपके रिफ़ंड का एक हिस्सा दे दिया गया है; उसमें से INR {owed} अभी आपको देना बाकी है और जल्द दिया जाएगा। पूरे रिफ़ंड का क्रेडिट नोट संलग्न है।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_MESSAGES</name>
        <message>
            <source>E-mail to the customer</source>
            <translation>ग्राहक को ई-मेल</translation>
        </message>
        <message>
            <source>Send the documents again</source>
            <translation>दस्तावेज़ फिर से भेजें</translation>
        </message>
        <message>
            <source>Nothing was e-mailed to {email}.</source>
            <translation>{email} को कुछ भी ई-मेल नहीं किया गया।</translation>
        </message>
        <message>
            <source>{when}: “{subject}” to {email}. {state}</source>
            <translation>{when}: “{subject}” {email} को। {state}</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SERVER</name>
        <message>
            <source>The mail server needs its address, for example smtp.example.in.</source>
            <translation>मेल सर्वर का पता चाहिए, जैसे smtp.example.in।</translation>
        </message>
        <message>
            <source>The mail server&apos;s port is a number from 1 to 65535.</source>
            <translation>मेल सर्वर का पोर्ट 1 से 65535 तक की एक संख्या है।</translation>
        </message>
        <message>
            <source>The mail server needs the sender&apos;s address.</source>
            <translation>मेल सर्वर के लिए भेजने वाले का पता चाहिए।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SETTINGS</name>
        <message>
            <source>E-mail to customers</source>
            <translation>ग्राहकों को ई-मेल</translation>
        </message>
        <message>
            <source>e.g. smtp.example.in (empty: no e-mail)</source>
            <translation>जैसे smtp.example.in (खाली: कोई ई-मेल नहीं)</translation>
        </message>
        <message>
            <source>STARTTLS (usually port 587)</source>
            <translation>STARTTLS (आम तौर पर पोर्ट 587)</translation>
        </message>
        <message>
            <source>TLS from the start (usually port 465)</source>
            <translation>शुरू से TLS (आम तौर पर पोर्ट 465)</translation>
        </message>
        <message>
            <source>The login (empty: none)</source>
            <translation>लॉगिन (खाली: कोई नहीं)</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>खाली: सहेजा हुआ ही रखें (पासवर्ड स्टोर में रखा जाता है, कभी किसी फ़ाइल में नहीं)</translation>
        </message>
        <message>
            <source>e.g. the agency&apos;s name</source>
            <translation>जैसे एजेंसी का नाम</translation>
        </message>
        <message>
            <source>Empty: the sender&apos;s address</source>
            <translation>खाली: भेजने वाले का पता</translation>
        </message>
        <message>
            <source>Send a test message</source>
            <translation>परीक्षण संदेश भेजें</translation>
        </message>
        <message>
            <source>Mail server</source>
            <translation>मेल सर्वर</translation>
        </message>
        <message>
            <source>Security</source>
            <translation>सुरक्षा</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>पोर्ट</translation>
        </message>
        <message>
            <source>Login</source>
            <translation>लॉगिन</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>पासवर्ड</translation>
        </message>
        <message>
            <source>Sender&apos;s name</source>
            <translation>भेजने वाले का नाम</translation>
        </message>
        <message>
            <source>Sender&apos;s address</source>
            <translation>भेजने वाले का पता</translation>
        </message>
        <message>
            <source>Replies go to</source>
            <translation>जवाब यहाँ जाएँ</translation>
        </message>
        <message>
            <source>Sending a test message to {address}…</source>
            <translation>{address} को परीक्षण संदेश भेजा जा रहा है…</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>अभी</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SMTP</name>
        <message>
            <source>The mail server&apos;s certificate is not trusted here: {reason}.</source>
            <translation>इस कंप्यूटर पर मेल सर्वर के प्रमाणपत्र पर भरोसा नहीं है: {reason}।</translation>
        </message>
        <message>
            <source>The mail server could not be reached or hung up: {reason}.</source>
            <translation>मेल सर्वर तक पहुँचा नहीं जा सका या उसने कनेक्शन काट दिया: {reason}।</translation>
        </message>
        <message>
            <source>Counterdesk test message</source>
            <translation>Counterdesk परीक्षण संदेश</translation>
        </message>
        <message>
            <source>This message was sent from the counter to check the mail settings. Customers&apos; vouchers, receipts and credit notes will come from this address.</source>
            <translation>यह संदेश मेल सेटिंग जाँचने के लिए काउंटर से भेजा गया है। ग्राहकों के वाउचर, रसीदें और क्रेडिट नोट इसी पते से आएँगे।</translation>
        </message>
        <message>
            <source>The letter could not be written: {reason}.</source>
            <translation>पत्र नहीं बनाया जा सका: {reason}।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_WORDS</name>
        <message>
            <source>Sent. The mail server answered: {words}</source>
            <translation>भेजा गया। मेल सर्वर का जवाब: {words}</translation>
        </message>
        <message>
            <source>Refused by the mail server: {words}. Check the address with the customer, then send again.</source>
            <translation>मेल सर्वर ने मना कर दिया: {words}। ग्राहक से पता जाँचें, फिर दोबारा भेजें।</translation>
        </message>
        <message>
            <source>Not sent: the mail server could not be given it since {since} ({words}). Check the mail settings, then send again.</source>
            <translation>नहीं भेजा गया: {since} से यह मेल सर्वर को नहीं दिया जा सका ({words})। मेल सेटिंग जाँचें, फिर दोबारा भेजें।</translation>
        </message>
        <message>
            <source>Waiting to be sent.</source>
            <translation>भेजे जाने की प्रतीक्षा में।</translation>
        </message>
        <message>
            <source>Not sent yet, tried again soon. Last answer: {words}</source>
            <translation>अभी नहीं भेजा गया, जल्द फिर कोशिश होगी। पिछला जवाब: {words}</translation>
        </message>
        <message>
            <source>The mail server took the test message: {words}</source>
            <translation>मेल सर्वर ने परीक्षण संदेश ले लिया: {words}</translation>
        </message>
        <message>
            <source>The mail server refused the test message: {words}</source>
            <translation>मेल सर्वर ने परीक्षण संदेश लेने से मना कर दिया: {words}</translation>
        </message>
        <message>
            <source>The test message was not sent: {words}</source>
            <translation>परीक्षण संदेश नहीं भेजा गया: {words}</translation>
        </message>
        <message>
            <source>Not sent, held apart: {words} Correct the address with the customer, then send again.</source>
            <translation>नहीं भेजा गया, अलग रखा गया: {words} ग्राहक से पता ठीक करवाएँ, फिर दोबारा भेजें।</translation>
        </message>
        <message>
            <source>Sent</source>
            <translation>भेजा गया</translation>
        </message>
        <message>
            <source>Held apart</source>
            <translation>अलग रखा गया</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>मना किया गया</translation>
        </message>
        <message>
            <source>Not sent</source>
            <translation>नहीं भेजा गया</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>प्रतीक्षा में</translation>
        </message>
        <message>
            <source>E-mail to {email}: {state}</source>
            <translation>{email} को ई-मेल: {state}</translation>
        </message>
    </context>
    <context>
        <name>MANIFEST_MODEL</name>
        <message>
            <source>Passenger</source>
            <translation>यात्री</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>आयु</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>लिंग</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>प्रकार</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>स्थिति</translation>
        </message>
    </context>
    <context>
        <name>MENU</name>
        <message>
            <source>Seal records under a &amp;new key…</source>
            <translation>नई कुंजी से रिकॉर्ड सील करें… (&amp;N)</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>मेनू बार</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>बिक्री</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>नई बिक्री (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Lookup by reference…</source>
            <translation>संदर्भ से खोजें… (&amp;L)</translation>
        </message>
        <message>
            <source>View</source>
            <translation>देखें</translation>
        </message>
        <message>
            <source>&amp;{number} {screen}</source>
            <translation>&amp;{number} {screen}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>टूल्स</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>सेटिंग्स (&amp;S)</translation>
        </message>
        <message>
            <source>S&amp;hift report</source>
            <translation>शिफ़्ट रिपोर्ट (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>एजेंसी दिन समाप्ति (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Reset training data…</source>
            <translation>प्रशिक्षण डेटा रीसेट करें… (&amp;R)</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>सहायता</translation>
        </message>
        <message>
            <source>&amp;Help for this screen</source>
            <translation>इस स्क्रीन की सहायता (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Training mode explained</source>
            <translation>प्रशिक्षण मोड क्या है (&amp;T)</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>लॉग फ़ोल्डर खोलें (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Crash reports…</source>
            <translation>क्रैश रिपोर्टें… (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;About Counterdesk</source>
            <translation>Counterdesk के बारे में (&amp;A)</translation>
        </message>
        <message>
            <source>Open the menu bar</source>
            <translation>मेनू बार खोलें</translation>
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}</source>
            <translation>लॉग फ़ोल्डर नहीं खुल सका: वह {folder} है</translation>
        </message>
        <message>
            <source>About Counterdesk</source>
            <translation>Counterdesk के बारे में</translation>
        </message>
        <message>
            <source>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;The sales counter of a travel agency: island tours and boat trips, paid from the agency's prepaid wallet.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;ट्रैवल एजेंसी का बिक्री काउंटर: द्वीप टूर और नाव यात्राएँ, एजेंसी के प्रीपेड वॉलेट से भुगतान।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>बंद करें (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Privacy notice for the customer (PDF)</source>
            <translation>ग्राहक के लिए निजता सूचना (PDF) (&amp;P)</translation>
        </message>
        <message>
            <source>The notice could not be saved ({reason}).</source>
            <translation>सूचना सहेजी नहीं जा सकी ({reason})।</translation>
        </message>
        <message>
            <source>The privacy notice is in {path}: print it for the customer.</source>
            <translation>निजता सूचना {path} में है: इसे ग्राहक के लिए छापें।</translation>
        </message>
        <message>
            <source>&amp;Who looked at customers' data…</source>
            <translation>ग्राहकों की जानकारी किसने देखी (&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Background jobs…</source>
            <translation>पृष्ठभूमि के काम (&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Quit Counterdesk</source>
            <translation>Counterdesk बंद करें (&amp;Q)</translation>
        </message>
    </context>
    <context>
        <name>MESSAGE_BAR</name>
        <message>
            <source>Note:</source>
            <translation>सूचना:</translation>
        </message>
        <message>
            <source>Warning:</source>
            <translation>चेतावनी:</translation>
        </message>
        <message>
            <source>Problem:</source>
            <translation>समस्या:</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Dismiss the message</source>
            <translation>संदेश बंद करें</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} को {name} ने फिर से खोला: {reason}</translation>
        </message>
        <message>
            <source>{month} has not ended yet: it can be closed from {day}.</source>
            <translation>{month} अभी खत्म नहीं हुआ: इसे {day} से बंद किया जा सकता है।</translation>
        </message>
        <message>
            <source>{month} is closed already.</source>
            <translation>{month} पहले से बंद है।</translation>
        </message>
        <message>
            <source>A month is re-opened only with a reason.</source>
            <translation>महीना केवल कारण के साथ फिर से खोला जाता है।</translation>
        </message>
        <message>
            <source>{month} is not closed.</source>
            <translation>{month} बंद नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE_SERVICE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} को {name} ने फिर से खोला: {reason}</translation>
        </message>
        <message>
            <source>Account {account}: no statement reaches {day}.</source>
            <translation>खाता {account}: कोई स्टेटमेंट {day} तक नहीं पहुँचता।</translation>
        </message>
        <message numerus="yes">
            <source>Account {account}: %n statement line(s) the books do not hold ({amount}).</source>
            <translation>
                <numerusform>खाता {account}: स्टेटमेंट की %n पंक्ति बही में नहीं है ({amount})।</numerusform>
                <numerusform>खाता {account}: स्टेटमेंट की %n पंक्तियाँ बही में नहीं हैं ({amount})।</numerusform>
            </translation>
        </message>
        <message>
            <source>Account {account}: {amount} that nothing explains at {day}.</source>
            <translation>खाता {account}: {day} को {amount} का कोई कारण नहीं मिलता।</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>खुला</translation>
        </message>
        <message>
            <source>Closed on {day} by {name}</source>
            <translation>{day} को {name} ने बंद किया</translation>
        </message>
        <message>
            <source>Nothing dated in {month} changes after its close: what comes later for it is posted in the first open month.</source>
            <translation>बंद होने के बाद {month} की तारीख वाला कुछ नहीं बदलता: इसके लिए बाद में आने वाली हर चीज़ पहले खुले महीने में दर्ज होती है।</translation>
        </message>
        <message>
            <source>Not explained, accepted with the close:</source>
            <translation>जिसका कारण नहीं मिला, बंद करने के साथ स्वीकार:</translation>
        </message>
        <message>
            <source>The statements explain the month.</source>
            <translation>स्टेटमेंट पूरे महीने का हिसाब देते हैं।</translation>
        </message>
        <message>
            <source>Every export of {month} made from now says it was re-opened, by whom and why.</source>
            <translation>अब से बनने वाला {month} का हर एक्सपोर्ट बताएगा कि इसे फिर से खोला गया, किसने और क्यों।</translation>
        </message>
    </context>
    <context>
        <name>MONTH_STATE</name>
        <message>
            <source>Close &amp;month…</source>
            <translation>महीना बंद करें (&amp;M)…</translation>
        </message>
        <message>
            <source>Supervisor: close the chosen day's month; nothing dated in it changes after</source>
            <translation>सुपरवाइज़र: चुने गए दिन का महीना बंद करें; उसके बाद उसकी तारीख वाला कुछ नहीं बदलता</translation>
        </message>
        <message>
            <source>R&amp;e-open month…</source>
            <translation>महीना फिर खोलें (&amp;E)…</translation>
        </message>
        <message>
            <source>The owner: re-open the closed month, with a reason</source>
            <translation>मालिक: बंद महीने को कारण के साथ फिर से खोलें</translation>
        </message>
    </context>
    <context>
        <name>MRZ_ENTRY</name>
        <message>
            <source>Scan the passport with the reader, or type or paste its two MRZ lines (the lines of letters, digits and &lt; at the foot of the photo page).</source>
            <translation>रीडर से पासपोर्ट स्कैन करें, या उसकी दो MRZ पंक्तियाँ लिखें या पेस्ट करें (फ़ोटो वाले पेज के नीचे अक्षरों, अंकों और &lt; की पंक्तियाँ)।</translation>
        </message>
        <message>
            <source>Passport MRZ</source>
            <translation>पासपोर्ट MRZ</translation>
        </message>
        <message>
            <source>The two lines at the foot of the passport's photo page</source>
            <translation>पासपोर्ट के फ़ोटो वाले पेज के नीचे की दो पंक्तियाँ</translation>
        </message>
        <message>
            <source>{typed} of {whole} characters.</source>
            <translation>{whole} में से {typed} अक्षर।</translation>
        </message>
        <message>
            <source>Not read: {problems}. Nothing was filled in. Scan the passport again or check the two lines character by character.</source>
            <translation>नहीं पढ़ा गया: {problems}। कुछ नहीं भरा गया। पासपोर्ट फिर से स्कैन करें या दोनों पंक्तियाँ अक्षर-अक्षर जाँचें।</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. The fields were filled in; check them.</source>
            <translation>पढ़ा गया: {name}, {nationality}, पासपोर्ट {number}। फ़ील्ड भर दिए गए; इन्हें जाँचें।</translation>
        </message>
    </context>
    <context>
        <name>NAV_BAR</name>
        <message>
            <source>Opens the {title} screen ({shortcut})</source>
            <translation>{title} स्क्रीन खोलता है ({shortcut})</translation>
        </message>
    </context>
    <context>
        <name>NET_WORDS</name>
        <message>
            <source>the server's name is not known (check how it is spelt, and that this computer is online)</source>
            <translation>सर्वर का नाम पहचाना नहीं गया (उसकी वर्तनी जाँचें, और यह कि यह कंप्यूटर ऑनलाइन है)</translation>
        </message>
        <message>
            <source>nothing answers at that address and port (the server is off, or the port is wrong)</source>
            <translation>उस पते और पोर्ट पर कोई जवाब नहीं देता (सर्वर बंद है, या पोर्ट गलत है)</translation>
        </message>
        <message>
            <source>it did not answer in time (check this computer's network)</source>
            <translation>उसने समय पर जवाब नहीं दिया (इस कंप्यूटर का नेटवर्क जाँचें)</translation>
        </message>
        <message>
            <source>this computer's network cannot reach it (check the cable or Wi-Fi)</source>
            <translation>इस कंप्यूटर का नेटवर्क उस तक नहीं पहुँचता (केबल या Wi-Fi जाँचें)</translation>
        </message>
        <message>
            <source>it cut the connection (try again; if it keeps happening, call IT)</source>
            <translation>उसने कनेक्शन काट दिया (फिर कोशिश करें; बार-बार हो तो IT को बुलाएँ)</translation>
        </message>
        <message>
            <source>“{character}” in “{text}” cannot be written in an e-mail address or header (use Latin letters, digits and . _ - + @)</source>
            <translation>“{text}” में “{character}” ई-मेल पते या हेडर में नहीं लिखा जा सकता (लैटिन अक्षर, अंक और . _ - + @ इस्तेमाल करें)</translation>
        </message>
    </context>
    <context>
        <name>OPEN_SHIFT</name>
        <message>
            <source>Not now</source>
            <translation>अभी नहीं</translation>
        </message>
        <message>
            <source>Opening &amp;float</source>
            <translation>शुरुआती नकद (&amp;F)</translation>
        </message>
        <message>
            <source>Clerk's &amp;name</source>
            <translation>कर्मचारी का नाम (&amp;N)</translation>
        </message>
        <message>
            <source>Count the cash in the drawer. Enter opens the shift with the name and the float below (from the last close); change them if they differ.</source>
            <translation>ड्रॉअर का कैश गिन लें। Enter दबाने पर नीचे लिखे नाम और शुरुआती नकद (पिछली बार बंद करते समय के) से शिफ़्ट खुल जाएगी; अलग हों तो बदल दें।</translation>
        </message>
        <message>
            <source>Open a shift</source>
            <translation>शिफ़्ट खोलें</translation>
        </message>
    </context>
    <context>
        <name>PAPER</name>
        <message>
            <source>There is no printer called {name} on this computer.</source>
            <translation>इस कंप्यूटर पर {name} नाम का कोई प्रिंटर नहीं है।</translation>
        </message>
        <message>
            <source>This computer has no printer set up.</source>
            <translation>इस कंप्यूटर पर कोई प्रिंटर सेट नहीं है।</translation>
        </message>
        <message>
            <source>{printer} is a receipt printer: choose a system printer for this.</source>
            <translation>{printer} रसीद प्रिंटर है: इसके लिए सिस्टम प्रिंटर चुनें।</translation>
        </message>
    </context>
    <context>
        <name>PASSENGERS_MODEL</name>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>आयु</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>लिंग</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>राष्ट्रीयता</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>ID प्रकार</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>ID संख्या</translation>
        </message>
        <message>
            <source>Scan</source>
            <translation>स्कैन</translation>
        </message>
        <message>
            <source>too large</source>
            <translation>बहुत बड़ा</translation>
        </message>
        <message>
            <source>{price} (includes {rounding} rounding)</source>
            <translation>{price} ({rounding} राउंडिंग सहित)</translation>
        </message>
        <message>
            <source>required</source>
            <translation>आवश्यक</translation>
        </message>
        <message>
            <source>Ticket, per person incl. GST</source>
            <translation>टिकट, प्रति व्यक्ति, GST सहित</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_EDITOR</name>
        <message>
            <source>Male</source>
            <translation>पुरुष</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>महिला</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>अन्य</translation>
        </message>
        <message>
            <source>Passenger</source>
            <translation>यात्री</translation>
        </message>
        <message>
            <source>Years, on the travel date</source>
            <translation>वर्ष, यात्रा की तारीख पर</translation>
        </message>
        <message>
            <source>{indian}, or the passport's country code (GBR, USA, DEU…)</source>
            <translation>{indian}, या पासपोर्ट का देश कोड (GBR, USA, DEU…)</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>नाम (&amp;M)</translation>
        </message>
        <message>
            <source>A&amp;ge</source>
            <translation>उम्र (&amp;G)</translation>
        </message>
        <message>
            <source>Gen&amp;der</source>
            <translation>लिंग (&amp;D)</translation>
        </message>
        <message>
            <source>Nat&amp;ionality</source>
            <translation>राष्ट्रीयता (&amp;I)</translation>
        </message>
        <message>
            <source>ID t&amp;ype</source>
            <translation>ID प्रकार (&amp;Y)</translation>
        </message>
        <message>
            <source>ID n&amp;umber</source>
            <translation>ID संख्या (&amp;U)</translation>
        </message>
        <message>
            <source>Passport MRZ (reader, or type the two lines)</source>
            <translation>पासपोर्ट MRZ (रीडर, या दोनों पंक्तियाँ लिखें)</translation>
        </message>
        <message>
            <source>Passenger {number}</source>
            <translation>यात्री {number}</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>पासपोर्ट</translation>
        </message>
        <message>
            <source>ID document</source>
            <translation>ID दस्तावेज़</translation>
        </message>
        <message>
            <source>Scan ({document}): &lt;b&gt;required&lt;/b&gt;</source>
            <translation>स्कैन ({document}): &lt;b&gt;ज़रूरी&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Scan ({document}): required, attached</source>
            <translation>स्कैन ({document}): ज़रूरी, जोड़ा गया</translation>
        </message>
        <message>
            <source>Scan ({document}): optional</source>
            <translation>स्कैन ({document}): वैकल्पिक</translation>
        </message>
        <message>
            <source>Aadhaar, from the card's QR</source>
            <translation>आधार, कार्ड के QR से</translation>
        </message>
        <message>
            <source>Aadhaar (QR)</source>
            <translation>आधार (QR)</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_LIST</name>
        <message>
            <source>This sale has {most} passengers, the most one booking takes: start another sale.</source>
            <translation>इस बिक्री में {most} यात्री हैं, एक बुकिंग में इससे ज़्यादा नहीं हो सकते: नई बिक्री शुरू करें।</translation>
        </message>
        <message>
            <source>Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)</source>
            <translation>नाम, उम्र, लिंग, राष्ट्रीयता अगर भारतीय नहीं  (जैसे Ravi Kumar, 34, M)</translation>
        </message>
        <message>
            <source>A passenger in one line, separated by commas; gender M, F or O. Enter fills the first passenger without a name, or adds one, and the cursor stays for the next. A passport reader's two MRZ lines, typed here, fill a passenger from the passport; the imager's scan of an Aadhaar card's QR code fills an Indian passenger.</source>
            <translation>एक यात्री एक पंक्ति में, कॉमा से अलग करके; लिंग M, F या O। Enter बिना नाम वाले पहले यात्री को भरता है, या नया यात्री जोड़ता है, और कर्सर अगले के लिए यहीं रहता है। पासपोर्ट रीडर की दो MRZ पंक्तियाँ यहाँ आने पर यात्री पासपोर्ट से भर जाता है। इमेजर से आधार कार्ड का QR कोड स्कैन करने पर भारतीय यात्री भर जाता है।</translation>
        </message>
        <message>
            <source>&amp;Add passenger</source>
            <translation>यात्री जोड़ें (&amp;A)</translation>
        </message>
        <message>
            <source>Alt+A: a passenger at the end of the list</source>
            <translation>Alt+A: सूची के अंत में एक यात्री</translation>
        </message>
        <message>
            <source>&amp;Remove passenger</source>
            <translation>यात्री हटाएँ (&amp;R)</translation>
        </message>
        <message>
            <source>Alt+R: the selected passenger (Ctrl+Z brings them back)</source>
            <translation>Alt+R: चुना गया यात्री (Ctrl+Z से वापस आता है)</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation>पूर्ववत करें (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last, with their scans.</source>
            <translation>पिछली बार हटाए गए यात्रियों को उनके स्कैन के साथ वापस लाएँ।</translation>
        </message>
        <message>
            <source>Passenger &amp;list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change passenger</source>
            <translation>यात्री सूची (&amp;L): यात्री बदलने के लिए यहाँ ↑ ↓, या कहीं भी Ctrl+PgDown / Ctrl+PgUp</translation>
        </message>
        <message>
            <source>Passengers of the sale</source>
            <translation>बिक्री के यात्री</translation>
        </message>
        <message>
            <source>Up and Down choose the passenger edited below; a scan dropped on a row is that passenger's.</source>
            <translation>ऊपर और नीचे तीर नीचे संपादित होने वाला यात्री चुनते हैं; किसी पंक्ति पर छोड़ा गया स्कैन उसी यात्री का होता है।</translation>
        </message>
        <message>
            <source>That is a passport's second MRZ line: scan the passport again.</source>
            <translation>यह पासपोर्ट की दूसरी MRZ पंक्ति है: पासपोर्ट फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>Passport MRZ: line 1 of 2 read.</source>
            <translation>पासपोर्ट MRZ: 2 में से पंक्ति 1 पढ़ी गई।</translation>
        </message>
        <message>
            <source>Passport not read: {problems}. Scan the passport again.</source>
            <translation>पासपोर्ट नहीं पढ़ा गया: {problems}। पासपोर्ट फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan.</source>
            <translation>पढ़ा गया: {name}, {nationality}, पासपोर्ट {number}। इन्हें जाँचें; स्कैन के लिए Ctrl+O।</translation>
        </message>
        <message>
            <source>(no name yet)</source>
            <translation>(अभी नाम नहीं)</translation>
        </message>
        <message>
            <source>passenger {number}</source>
            <translation>यात्री {number}</translation>
        </message>
        <message>
            <source>Removed: {names}.</source>
            <translation>हटाए गए: {names}।</translation>
        </message>
        <message>
            <source>passenger {number}, {name}</source>
            <translation>यात्री {number}, {name}</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}. This trip needs the whole number: type the card's 12 digits (the QR's last four are {last_four}).</source>
            <translation>आधार QR पढ़ा गया: {name}। इस यात्रा के लिए पूरा नंबर चाहिए: कार्ड के 12 अंक टाइप करें (QR के आख़िरी चार अंक {last_four} हैं)।</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}, card genuine (UIDAI signature). Check the photo on the card against the passenger.</source>
            <translation>आधार QR पढ़ा गया: {name}, कार्ड असली (UIDAI का हस्ताक्षर)। कार्ड की फ़ोटो यात्री से मिलाकर देखें।</translation>
        </message>
        <message>
            <source>Older Aadhaar QR read: {name}. It carries no signature: check the card itself.</source>
            <translation>पुराना आधार QR पढ़ा गया: {name}। इस पर हस्ताक्षर नहीं होता: कार्ड ख़ुद जाँचें।</translation>
        </message>
    </context>
    <context>
        <name>PAYMENT_PANEL</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>राशि रुपये और पैसे में लिखें, जैसे 1250.50।</translation>
        </message>
        <message>
            <source>the rest</source>
            <translation>बाक़ी</translation>
        </message>
        <message>
            <source>Cash part</source>
            <translation>नकद हिस्सा</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>पूरी राशि</translation>
        </message>
        <message>
            <source>Cash tendered</source>
            <translation>दिया गया नकद</translation>
        </message>
        <message>
            <source>Enter here pays; left empty, the customer gave the exact cash</source>
            <translation>यहाँ Enter से भुगतान होता है; ख़ाली छोड़ने पर ग्राहक ने ठीक-ठीक नकद दिया</translation>
        </message>
        <message>
            <source>&amp;Received</source>
            <translation>मिल गया (&amp;R)</translation>
        </message>
        <message>
            <source>Tick once the customer's UPI app shows the payment succeeded.</source>
            <translation>जब ग्राहक का UPI ऐप भुगतान सफल दिखाए, तब टिक करें।</translation>
        </message>
        <message>
            <source>Change due</source>
            <translation>ग्राहक को लौटाएँ</translation>
        </message>
        <message>
            <source>Scan to pay {amount} to {payee} ({vpa})</source>
            <translation>{payee} ({vpa}) को {amount} चुकाने के लिए स्कैन करें</translation>
        </message>
        <message>
            <source>Tick Received once the customer's UPI app shows the payment succeeded.</source>
            <translation>जब ग्राहक का UPI ऐप भुगतान सफल दिखाए, तब "मिल गया" पर टिक करें।</translation>
        </message>
        <message>
            <source>Left empty, cash takes what the other tenders leave</source>
            <translation>ख़ाली छोड़ने पर बाक़ी भुगतान तरीक़ों के बाद बची राशि नकद में</translation>
        </message>
        <message>
            <source>{tender} amount</source>
            <translation>{tender} राशि</translation>
        </message>
        <message>
            <source>The amount changed from {amount}: scan the new code.</source>
            <translation>राशि {amount} से बदल गई है: नया कोड स्कैन करें।</translation>
        </message>
    </context>
    <context>
        <name>PENDING_CONTROLLER</name>
        <message>
            <source>Requests left unanswered when the app last stopped were checked:</source>
            <translation>पिछली बार ऐप बंद होते समय जिन अनुरोधों का जवाब नहीं आया था, उन्हें जाँचा गया:</translation>
        </message>
        <message>
            <source>An answer that had not come is in:</source>
            <translation>जो जवाब नहीं आया था, वह आ गया है:</translation>
        </message>
        <message>
            <source>The journal cannot be read: {reason}.</source>
            <translation>जर्नल पढ़ा नहीं जा सकता: {reason}।</translation>
        </message>
        <message>
            <source>The sale that was never sent is closed; nothing was charged.</source>
            <translation>जो बिक्री कभी भेजी ही नहीं गई थी, वह बंद कर दी गई; कोई पैसा नहीं लिया गया।</translation>
        </message>
        <message>
            <source>The journal cannot record it: {reason}.</source>
            <translation>जर्नल इसे दर्ज नहीं कर सकता: {reason}।</translation>
        </message>
        <message>
            <source>{supervisor} decided the customer has left. The app keeps asking the service about the earlier sale: if it was booked, the app cancels it and the customer's money is given back here at once.</source>
            <translation>{supervisor} ने तय किया कि ग्राहक चला गया है। ऐप पिछली बिक्री के बारे में सेवा से पूछता रहेगा: अगर बुकिंग हुई थी, तो ऐप उसे रद्द करेगा और ग्राहक का पैसा यहीं तुरंत लौटाया जाएगा।</translation>
        </message>
        <message>
            <source>{supervisor} decided to keep trying: the app keeps asking the service about the earlier sale.</source>
            <translation>{supervisor} ने कोशिश जारी रखने का फ़ैसला किया: ऐप पिछली बिक्री के बारे में सेवा से पूछता रहेगा।</translation>
        </message>
    </context>
    <context>
        <name>PERMISSIONS</name>
        <message>
            <source>Not changed: a supervisor&apos;s PIN is needed.</source>
            <translation>नहीं बदला गया: सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Seal this counter&apos;s records under a new key</source>
            <translation>इस काउंटर के रिकॉर्ड नई कुंजी से सील करें</translation>
        </message>
        <message>
            <source>Close another clerk's shift</source>
            <translation>दूसरे कर्मचारी की शिफ़्ट बंद करें</translation>
        </message>
        <message>
            <source>Close the shift with the drawer off</source>
            <translation>ड्रॉअर में अंतर के साथ शिफ़्ट बंद करें</translation>
        </message>
        <message>
            <source>Counted {counted}, expected {expected}, difference {difference}. Reason: {reason}</source>
            <translation>गिना गया {counted}, अपेक्षित {expected}, अंतर {difference}। कारण: {reason}</translation>
        </message>
        <message>
            <source>Not closed: a drawer off by more than {limit} needs a supervisor's PIN.</source>
            <translation>बंद नहीं हुई: ड्रॉअर में {limit} से ज़्यादा अंतर हो तो सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: closing it needs a supervisor's PIN.</source>
            <translation>यह {clerk} की शिफ़्ट है: इसे बंद करने के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>{name} closes {clerk}'s shift opened {opened}.</source>
            <translation>{name} {clerk} की {opened} को खुली शिफ़्ट बंद कर रहे हैं।</translation>
        </message>
        <message>
            <source>Changing how long ID documents are kept</source>
            <translation>ID दस्तावेज़ कितने दिन रखे जाएँ, यह बदलना</translation>
        </message>
        <message>
            <source>Changing the API key</source>
            <translation>API कुंजी बदलना</translation>
        </message>
        <message>
            <source>Changing the GST registration</source>
            <translation>GST पंजीकरण बदलना</translation>
        </message>
        <message>
            <source>Changing the agency's turnover band</source>
            <translation>एजेंसी का टर्नओवर वर्ग बदलना</translation>
        </message>
        <message>
            <source>Changing the drawer difference allowed</source>
            <translation>ड्रॉअर में छूट वाला अंतर बदलना</translation>
        </message>
        <message>
            <source>Changing the service address</source>
            <translation>सेवा का पता बदलना</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a new supervisor PIN: the API key's holder sets it on the Supervisor PIN page, with the key in use.</source>
            <translation>सहेजा नहीं गया: {changes} के लिए नया सुपरवाइज़र PIN चाहिए: API कुंजी का धारक इसे "सुपरवाइज़र PIN" पेज पर चालू कुंजी के साथ सेट करता है।</translation>
        </message>
        <message>
            <source>Set a new supervisor PIN</source>
            <translation>नया सुपरवाइज़र PIN सेट करें</translation>
        </message>
        <message>
            <source>Switching to LIVE</source>
            <translation>LIVE पर जाना</translation>
        </message>
        <message>
            <source>changing how long ID documents are kept</source>
            <translation>ID दस्तावेज़ कितने दिन रखे जाएँ, यह बदलना</translation>
        </message>
        <message>
            <source>changing the API key</source>
            <translation>API कुंजी बदलने</translation>
        </message>
        <message>
            <source>changing the GST registration</source>
            <translation>GST पंजीकरण बदलने</translation>
        </message>
        <message>
            <source>changing the agency's turnover band</source>
            <translation>एजेंसी का टर्नओवर वर्ग बदलना</translation>
        </message>
        <message>
            <source>changing the drawer difference allowed</source>
            <translation>ड्रॉअर में छूट वाला अंतर बदलना</translation>
        </message>
        <message>
            <source>changing the service address</source>
            <translation>सेवा का पता बदलने</translation>
        </message>
        <message>
            <source>switching to live</source>
            <translation>LIVE पर जाने</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed.</source>
            <translation>नहीं दिखाया गया: सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>See who looked at a customer's data</source>
            <translation>देखें कि ग्राहक की जानकारी किसने देखी</translation>
        </message>
        <message>
            <source>Who looked at customers' data</source>
            <translation>ग्राहकों की जानकारी किसने देखी</translation>
        </message>
        <message>
            <source>Discard a sale in progress</source>
            <translation>चल रही बिक्री हटाएँ</translation>
        </message>
        <message>
            <source>The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN.</source>
            <translation>बिक्री रखी गई है: जो बिक्री सेवा को भेजी जा चुकी है, उसे हटाने के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Cancel an IRN</source>
            <translation>IRN रद्द करें</translation>
        </message>
        <message>
            <source>Only a supervisor cancels an IRN.</source>
            <translation>IRN केवल सुपरवाइज़र रद्द करते हैं।</translation>
        </message>
        <message>
            <source>The portal cancels an IRN within 24 hours of giving it; the same document number cannot be reported again.</source>
            <translation>पोर्टल IRN देने के 24 घंटे के भीतर ही उसे रद्द करता है; वही दस्तावेज़ नंबर फिर से रिपोर्ट नहीं किया जा सकता।</translation>
        </message>
        <message>
            <source>Keep a statement's columns</source>
            <translation>स्टेटमेंट के कॉलम सहेजें</translation>
        </message>
        <message>
            <source>Not resolved: it needs a supervisor's PIN.</source>
            <translation>सुलझाया नहीं गया: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Resolve a questioned payment</source>
            <translation>संदिग्ध भुगतान सुलझाएँ</translation>
        </message>
        <message>
            <source>Not confirmed: it needs a supervisor's PIN.</source>
            <translation>पुष्टि नहीं हुई: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Confirm cash banked</source>
            <translation>जमा की गई नकदी की पुष्टि करें</translation>
        </message>
        <message>
            <source>The columns were not kept: they need a supervisor's PIN.</source>
            <translation>कॉलम नहीं सहेजे गए: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>More than the rule's {rule} needs a supervisor's PIN.</source>
            <translation>नियम के {rule} से ज़्यादा के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Refund above the rule</source>
            <translation>नियम से ज़्यादा रिफ़ंड</translation>
        </message>
        <message>
            <source>{reference}: {given} instead of {rule}.</source>
            <translation>{reference}: {rule} की जगह {given}।</translation>
        </message>
        <message>
            <source>Unresolved at all counters</source>
            <translation>सभी काउंटरों पर अनसुलझी बिक्री</translation>
        </message>
        <message>
            <source>Only a supervisor sees every counter's unresolved sales.</source>
            <translation>हर काउंटर की अनसुलझी बिक्री सिर्फ़ सुपरवाइज़र देख सकता है।</translation>
        </message>
        <message>
            <source>Every counter's sales of unknown outcome and sales left in progress.</source>
            <translation>हर काउंटर की अज्ञात नतीजे वाली बिक्री और अधूरी छोड़ी गई बिक्री।</translation>
        </message>
        <message>
            <source>Export a customer's personal data</source>
            <translation>ग्राहक का निजी डेटा निर्यात करना</translation>
        </message>
        <message>
            <source>Not exported: a supervisor's PIN is needed.</source>
            <translation>निर्यात नहीं हुआ: सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Erase a customer's personal data</source>
            <translation>ग्राहक का निजी डेटा मिटाना</translation>
        </message>
        <message>
            <source>Not erased: a supervisor's PIN is needed.</source>
            <translation>मिटाया नहीं गया: सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Keep trying the unanswered sale</source>
            <translation>बिना जवाब वाली बिक्री के लिए कोशिश जारी रखें</translation>
        </message>
        <message>
            <source>The customer left: cancel the sale if it was booked</source>
            <translation>ग्राहक चला गया: बुकिंग हुई हो तो उसे रद्द करें</translation>
        </message>
        <message>
            <source>Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app keeps asking the service about the sale.</source>
            <translation>कुछ तय नहीं हुआ: सुपरवाइज़र के फ़ैसले के लिए सुपरवाइज़र का PIN चाहिए। ऐप उस बिक्री के बारे में सेवा से पूछता रहेगा।</translation>
        </message>
        <message>
            <source>Price below cost</source>
            <translation>लागत से कम कीमत</translation>
        </message>
        <message>
            <source>Not sent: a price below cost needs a supervisor's PIN.</source>
            <translation>नहीं भेजा गया: लागत से कम कीमत के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>{product}: the customer pays {customer}, the wallet {wallet}.</source>
            <translation>{product}: ग्राहक {customer} देता है, वॉलेट {wallet}।</translation>
        </message>
        <message>
            <source>One transfer for two sales</source>
            <translation>दो बिक्रियों के लिए एक ट्रांसफ़र</translation>
        </message>
        <message>
            <source>Not sent: check the reference with the customer; a transfer split over two sales needs a supervisor's PIN.</source>
            <translation>नहीं भेजा: ग्राहक से संदर्भ जाँचें; दो बिक्रियों में बँटे एक ट्रांसफ़र के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>See the passengers' ID numbers</source>
            <translation>यात्रियों के पहचान नंबर देखें</translation>
        </message>
        <message>
            <source>See the ID scans of a sale waiting for its answer</source>
            <translation>जवाब की प्रतीक्षा वाली बिक्री के पहचान-पत्र स्कैन देखें</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed to see ID scans.</source>
            <translation>नहीं दिखाया गया: पहचान-पत्र स्कैन देखने के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Accept the portal's answer the checks refused</source>
            <translation>जाँच से ठुकराया गया पोर्टल का जवाब स्वीकार करें</translation>
        </message>
        <message>
            <source>Only a supervisor accepts an answer the checks refused.</source>
            <translation>जाँच से ठुकराया गया जवाब केवल सुपरवाइज़र स्वीकार करता है।</translation>
        </message>
        <message>
            <source>The checks refused it. Accept it only when it is the portal's own answer for these documents; your name and reason are logged.</source>
            <translation>जाँच ने इसे ठुकरा दिया। इसे तभी स्वीकार करें जब यह इन दस्तावेज़ों के लिए पोर्टल का अपना जवाब हो; आपका नाम और कारण लॉग में दर्ज होंगे।</translation>
        </message>
        <message>
            <source>Changing the owner&apos;s address for the Z heads</source>
            <translation>Z रिपोर्ट के हेड भेजने का मालिक का ई-मेल पता बदलना</translation>
        </message>
        <message>
            <source>changing the owner&apos;s address for the Z heads</source>
            <translation>Z रिपोर्ट के हेड भेजने का मालिक का ई-मेल पता बदलना</translation>
        </message>
        <message>
            <source>Changing the agency's bank accounts</source>
            <translation>एजेंसी के बैंक खाते बदलना</translation>
        </message>
        <message>
            <source>changing the agency's bank accounts</source>
            <translation>एजेंसी के बैंक खाते बदलना</translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>स्टेटमेंट की पंक्ति दर्ज करना</translation>
        </message>
        <message>
            <source>Not booked: it needs a supervisor&apos;s PIN.</source>
            <translation>दर्ज नहीं हुआ: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Undo a line&apos;s entry in the books</source>
            <translation>पंक्ति की प्रविष्टि पलटना</translation>
        </message>
        <message>
            <source>Not undone: it needs a supervisor&apos;s PIN.</source>
            <translation>पलटा नहीं गया: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Accept a statement without balances</source>
            <translation>शेष राशि के बिना स्टेटमेंट स्वीकार करें</translation>
        </message>
        <message>
            <source>Not accepted: it needs a supervisor's PIN.</source>
            <translation>स्वीकार नहीं हुआ: इसके लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Close the month</source>
            <translation>महीना बंद करें</translation>
        </message>
        <message>
            <source>The month stays open: closing it needs a supervisor's PIN.</source>
            <translation>महीना खुला रहता है: इसे बंद करने के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Re-open a closed month (the owner)</source>
            <translation>बंद महीना फिर से खोलें (मालिक)</translation>
        </message>
        <message>
            <source>The month stays closed: re-opening it is the owner's, with a reason.</source>
            <translation>महीना बंद रहता है: इसे फिर से खोलना मालिक का काम है, कारण के साथ।</translation>
        </message>
    </context>
    <context>
        <name>PICKER</name>
        <message>
            <source>Enter or a double-click books the selected row</source>
            <translation>Enter या डबल-क्लिक से चुनी गई पंक्ति बुक होती है</translation>
        </message>
        <message>
            <source>Enter or double-click a row</source>
            <translation>किसी पंक्ति पर Enter या डबल-क्लिक करें</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>खोज रहे हैं…</translation>
        </message>
        <message>
            <source>{found} found, {bookable} bookable</source>
            <translation>{found} मिले, {bookable} बुक-योग्य</translation>
        </message>
        <message>
            <source>This one cannot be booked: {reason}.</source>
            <translation>इसे बुक नहीं किया जा सकता: {reason}।</translation>
        </message>
    </context>
    <context>
        <name>PIN_DIALOG</name>
        <message>
            <source>No supervisor PIN is set yet. The person who holds the API key sets it in Settings (Ctrl+6), typing the key again.</source>
            <translation>अभी कोई सुपरवाइज़र PIN सेट नहीं है। जिसके पास API कुंजी है, वही सेटिंग्स (Ctrl+6) में कुंजी दोबारा लिखकर इसे सेट करता है।</translation>
        </message>
        <message>
            <source>Supervisor approval</source>
            <translation>सुपरवाइज़र की मंज़ूरी</translation>
        </message>
        <message>
            <source>A supervisor types their name and the PIN.</source>
            <translation>सुपरवाइज़र अपना नाम और PIN लिखें।</translation>
        </message>
        <message>
            <source>Supervisor's &amp;name</source>
            <translation>सुपरवाइज़र का नाम (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;PIN</source>
            <translation>PIN (&amp;P)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ठीक है</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Type the supervisor's name: the decision is recorded with it.</source>
            <translation>सुपरवाइज़र का नाम लिखें: निर्णय उसी के साथ दर्ज होता है।</translation>
        </message>
        <message numerus="yes">
            <source>Wrong PIN. After %n wrong tries in a row it locks for a minute.</source>
            <translation>
                <numerusform>गलत PIN। लगातार %n गलत कोशिशों के बाद यह एक मिनट के लिए लॉक हो जाता है।</numerusform>
                <numerusform>गलत PIN। लगातार %n गलत कोशिशों के बाद यह एक मिनट के लिए लॉक हो जाता है।</numerusform>
            </translation>
        </message>
        <message>
            <source>A supervisor of the agency types their own name and their own PIN.</source>
            <translation>एजेंसी के सुपरवाइज़र अपना नाम और अपना खुद का PIN लिखें।</translation>
        </message>
        <message>
            <source>Checking the PIN with the agency store…</source>
            <translation>एजेंसी स्टोर से PIN जाँचा जा रहा है…</translation>
        </message>
        <message>
            <source>The agency store does not answer: the counter's PIN is checked instead, and the decision records that.</source>
            <translation>एजेंसी स्टोर जवाब नहीं दे रहा: इसलिए काउंटर का PIN जाँचा जाएगा, और निर्णय में यह बात दर्ज होगी।</translation>
        </message>
        <message>
            <source>No supervisor named {name} in the agency's list. The agency's supervisors: {names}.</source>
            <translation>एजेंसी की सूची में {name} नाम का कोई सुपरवाइज़र नहीं है। एजेंसी के सुपरवाइज़र: {names}।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: {name}'s PIN is locked until the agency administrator sets it again.</source>
            <translation>बहुत बार गलत PIN: {name} का PIN तब तक लॉक रहेगा जब तक एजेंसी एडमिनिस्ट्रेटर इसे दोबारा सेट नहीं करते।</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>कारण (&amp;R)</translation>
        </message>
        <message>
            <source>Type why you need to see it: the look is logged with it.</source>
            <translation>आपको इसे क्यों देखना है, यह लिखें: देखने के साथ यही कारण दर्ज होगा।</translation>
        </message>
    </context>
    <context>
        <name>PRINTER_SETTINGS</name>
        <message>
            <source>Type the receipt printer's address first, e.g. {example}.</source>
            <translation>पहले रसीद प्रिंटर का पता लिखें, जैसे {example}।</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>रसीद</translation>
        </message>
        <message>
            <source>Customer voucher</source>
            <translation>ग्राहक वाउचर</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>एजेंसी कॉपी</translation>
        </message>
        <message>
            <source>X/Z reports</source>
            <translation>X/Z रिपोर्ट</translation>
        </message>
        <message>
            <source>Default printer</source>
            <translation>डिफ़ॉल्ट प्रिंटर</translation>
        </message>
        <message>
            <source>80 mm roll</source>
            <translation>80 mm रोल</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>58 mm रोल</translation>
        </message>
        <message>
            <source>Network (ESC/POS)</source>
            <translation>नेटवर्क (ESC/POS)</translation>
        </message>
        <message>
            <source>USB (ESC/POS)</source>
            <translation>USB (ESC/POS)</translation>
        </message>
        <message>
            <source>vendor:product, e.g. 04b8:0202</source>
            <translation>vendor:product, जैसे 04b8:0202</translation>
        </message>
        <message>
            <source>Serial port (ESC/POS)</source>
            <translation>सीरियल पोर्ट (ESC/POS)</translation>
        </message>
        <message>
            <source>/dev/ttyUSB0 or COM3</source>
            <translation>/dev/ttyUSB0 या COM3</translation>
        </message>
        <message>
            <source>{printer} (not found here)</source>
            <translation>{printer} (यहाँ नहीं मिला)</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>प्रिंटर</translation>
        </message>
        <message>
            <source>A cash sale opens the drawer wired to the receipt printer</source>
            <translation>नकद बिक्री पर रसीद प्रिंटर से जुड़ा कैश ड्रॉअर खुलता है</translation>
        </message>
        <message>
            <source>{document}: printer</source>
            <translation>{document}: प्रिंटर</translation>
        </message>
        <message>
            <source>The system's default printer, a printer installed on this computer, or a receipt printer the app talks to directly without a driver (ESC/POS).</source>
            <translation>सिस्टम का डिफ़ॉल्ट प्रिंटर, इस कंप्यूटर पर लगा कोई प्रिंटर, या ऐसा रसीद प्रिंटर जिससे ऐप बिना ड्राइवर सीधे जुड़ता है (ESC/POS)।</translation>
        </message>
        <message>
            <source>{document}: receipt printer's address</source>
            <translation>{document}: रसीद प्रिंटर का पता</translation>
        </message>
        <message>
            <source>{document}: paper</source>
            <translation>{document}: कागज़</translation>
        </message>
        <message>
            <source>Print test page</source>
            <translation>टेस्ट पेज प्रिंट करें</translation>
        </message>
        <message>
            <source>{document}: print test page</source>
            <translation>{document}: टेस्ट पेज प्रिंट करें</translation>
        </message>
        <message>
            <source>Printing a test page…</source>
            <translation>टेस्ट पेज प्रिंट हो रहा है…</translation>
        </message>
    </context>
    <context>
        <name>PRIVACY_NOTICE</name>
        <message>
            <source>What we ask for</source>
            <translation>हम क्या लेते हैं</translation>
        </message>
        <message>
            <source>Your name, phone number and e-mail address. For each passenger: name, age, gender and nationality; for trips that need it, the ID number and a scan of the ID (passport for visitors from abroad). From an Aadhaar card's QR code we keep only the name, age, gender, the number's last four digits and whether UIDAI's signature holds; never its photo, address or contact details.</source>
            <translation>आपका नाम, फ़ोन नंबर और ई-मेल पता। हर यात्री का: नाम, उम्र, लिंग और राष्ट्रीयता; जिन यात्राओं में ज़रूरी हो, पहचान पत्र का नंबर और उसकी स्कैन कॉपी (विदेश से आए यात्रियों का पासपोर्ट)। आधार कार्ड के QR कोड से हम सिर्फ़ नाम, उम्र, लिंग, नंबर के आख़िरी चार अंक और यह रखते हैं कि UIDAI का हस्ताक्षर सही है या नहीं; उसकी फ़ोटो, पता या संपर्क विवरण कभी नहीं।</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>क्यों</translation>
        </message>
        <message>
            <source>To book your trip with the tour's operator; so that the operator can check each passenger's identity at boarding; and for your receipt or GST invoice and our tax records.</source>
            <translation>टूर ऑपरेटर के साथ आपकी यात्रा बुक करने के लिए; ताकि ऑपरेटर चढ़ते समय हर यात्री की पहचान जाँच सके; और आपकी रसीद या GST बिल और हमारे टैक्स रिकॉर्ड के लिए।</translation>
        </message>
        <message>
            <source>Who else receives it</source>
            <translation>और किसे मिलती है</translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator. {agency}'s own records. No one else, unless the law requires it.</source>
            <translation>वह बुकिंग सेवा जिसके ज़रिए हम बेचते हैं, और नाव या टूर ऑपरेटर। {agency} के अपने रिकॉर्ड। कानून न माँगे तो और किसी को नहीं।</translation>
        </message>
        <message>
            <source>How long we keep it</source>
            <translation>हम कब तक रखते हैं</translation>
        </message>
        <message>
            <source>ID numbers and scans are out of use {days} days after the trip and destroyed one year after the booking. Names, contact details and amounts stay with the tax records as long as tax law requires.</source>
            <translation>पहचान पत्र के नंबर और स्कैन यात्रा के {days} दिन बाद इस्तेमाल से बाहर हो जाते हैं और बुकिंग के एक साल बाद मिटा दिए जाते हैं। नाम, संपर्क और रकम टैक्स रिकॉर्ड के साथ तब तक रहते हैं जब तक टैक्स कानून माँगे।</translation>
        </message>
        <message>
            <source>Your choices</source>
            <translation>आपके अधिकार</translation>
        </message>
        <message>
            <source>You may withdraw your consent at any time: we then stop using your details, except what a booking already made or the law needs. You may ask for a summary of what we hold, a correction or an erasure: ask at this counter or contact {contact}.</source>
            <translation>आप कभी भी अपनी सहमति वापस ले सकते हैं: तब हम आपकी जानकारी का इस्तेमाल बंद कर देंगे, सिवाय उसके जो पहले से हुई बुकिंग या कानून को चाहिए। आप माँग सकते हैं कि हमारे पास आपकी क्या जानकारी है उसका सार, उसमें सुधार, या उसे मिटाना: इसी काउंटर पर कहें या {contact} से संपर्क करें।</translation>
        </message>
        <message>
            <source>Complaints</source>
            <translation>शिकायत</translation>
        </message>
        <message>
            <source>Contact {contact} first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India, online.</source>
            <translation>पहले {contact} से संपर्क करें। जवाब से संतुष्ट न हों तो आप भारतीय डेटा संरक्षण बोर्ड से ऑनलाइन शिकायत कर सकते हैं।</translation>
        </message>
        <message>
            <source>From {agency}</source>
            <translation>{agency} की ओर से</translation>
        </message>
        <message>
            <source>this agency</source>
            <translation>यह एजेंसी</translation>
        </message>
        <message>
            <source>How {agency} uses your personal data</source>
            <translation>{agency} आपकी निजी जानकारी का इस्तेमाल कैसे करती है</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>ड्राइव</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>फ़ोल्डर</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>अज्ञात</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <translation>खोलें (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>सहेजें (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>चुनें (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>फ़ोल्डर (&amp;L):</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>फ़ाइल का नाम (&amp;N):</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>फ़ाइल का प्रकार (&amp;T):</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>फ़ोल्डर:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>सभी फ़ाइलें (*)</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>फ़ोल्डर</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>पीछे</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>आगे</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>ऊपर वाला फ़ोल्डर</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>नया फ़ोल्डर बनाएँ</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>सूची</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>पूरा ब्योरा</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>पिछले फ़ोल्डर पर जाएँ</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>अगले फ़ोल्डर पर जाएँ</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>ऊपर वाले फ़ोल्डर में जाएँ</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>नया फ़ोल्डर बनाएँ</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>फ़ाइलें सूची में दिखाएँ</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>फ़ाइलें पूरे ब्योरे के साथ दिखाएँ</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>नया फ़ोल्डर (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>नाम बदलें (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>हटाएँ (&amp;D)</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>छिपी फ़ाइलें भी दिखाएँ (&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>आकार</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>प्रकार</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>कब बदली</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>कंप्यूटर</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ठीक है</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>सहेजें</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>सभी सहेजें</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>खोलें</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>हाँ (&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>सभी के लिए हाँ (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>नहीं (&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>सभी के लिए नहीं (&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>रोकें</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>फिर से कोशिश करें</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>अनदेखा करें</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>हटाएँ</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>सहायता</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>लागू करें</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>रीसेट करें</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>डिफ़ॉल्ट वापस लाएँ</translation>
        </message>
    </context>
    <context>
        <name>QUICK_ENTRY</name>
        <message>
            <source>Type name, e-mail and phone, separated by commas; the seats may follow</source>
            <translation>नाम, ईमेल और फ़ोन अल्पविराम से अलग करके टाइप करें; चाहें तो बाद में सीटें भी</translation>
        </message>
        <message>
            <source>Type name, age and gender ({choices}), separated by commas; a nationality may follow</source>
            <translation>नाम, आयु और लिंग ({choices}) अल्पविराम से अलग करके टाइप करें; चाहें तो बाद में राष्ट्रीयता भी</translation>
        </message>
        <message>
            <source>a part is empty: check the commas</source>
            <translation>एक हिस्सा ख़ाली है: अल्पविराम जाँचें</translation>
        </message>
        <message>
            <source>{count} found, {least} expected</source>
            <translation>{count} मिले, {least} अपेक्षित</translation>
        </message>
        <message>
            <source>{count} found, {least} or {most} expected</source>
            <translation>{count} मिले, {least} या {most} अपेक्षित</translation>
        </message>
        <message>
            <source>{expected} ({found}).</source>
            <translation>{expected} ({found})।</translation>
        </message>
        <message>
            <source>Seats "{seats}" is not a number: type the seats in digits, or leave them out.</source>
            <translation>सीटें "{seats}" संख्या नहीं है: सीटें अंकों में टाइप करें, या छोड़ दें।</translation>
        </message>
        <message>
            <source>Gender "{gender}" is not known: type {choices}.</source>
            <translation>लिंग "{gender}" पहचाना नहीं गया: {choices} टाइप करें।</translation>
        </message>
        <message>
            <source>Age "{age}" is not a whole number of years: type it in digits.</source>
            <translation>आयु "{age}" वर्षों की पूर्ण संख्या नहीं है: इसे अंकों में टाइप करें।</translation>
        </message>
    </context>
    <context>
        <name>QUOTE_COMPARISON</name>
        <message>
            <source>Seats released</source>
            <translation>छोड़ी गई सीटें</translation>
        </message>
        <message>
            <source>Refundable amount</source>
            <translation>रिफ़ंड योग्य राशि</translation>
        </message>
        <message>
            <source>Kept by the policy band</source>
            <translation>नीति के समय-खंड से रखा गया</translation>
        </message>
        <message>
            <source>Platform charge</source>
            <translation>प्लेटफ़ॉर्म शुल्क</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net refund to wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;वॉलेट में शुद्ध रिफ़ंड&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Policy band</source>
            <translation>नियम श्रेणी</translation>
        </message>
        <message>
            <source>Wallet balance after</source>
            <translation>बाद में वॉलेट शेष राशि</translation>
        </message>
        <message>
            <source>Credit used after</source>
            <translation>बाद में इस्तेमाल क्रेडिट</translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n seat(s))</source>
            <translation>
                <numerusform>पूरी बुकिंग (%n सीट)</numerusform>
                <numerusform>पूरी बुकिंग (%n सीटें)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n passenger(s))</source>
            <translation>
                <numerusform>पूरी बुकिंग (%n यात्री)</numerusform>
                <numerusform>पूरी बुकिंग (%n यात्री)</numerusform>
            </translation>
        </message>
        <message>
            <source>Chosen: {what}</source>
            <translation>चुना गया: {what}</translation>
        </message>
        <message>
            <source>Asking the service for the quotes…</source>
            <translation>सेवा से कोटेशन माँगे जा रहे हैं…</translation>
        </message>
        <message>
            <source>Quotes change nothing. Compare, then cancel one if wanted.</source>
            <translation>कोटेशन से कुछ नहीं बदलता। तुलना करें, फिर चाहें तो एक को रद्द करें।</translation>
        </message>
        <message>
            <source>Cancel {what}…</source>
            <translation>{what} रद्द करें…</translation>
        </message>
        <message>
            <source>{amount} (given back)</source>
            <translation>{amount} (वापस)</translation>
        </message>
        <message>
            <source>{amount} (kept)</source>
            <translation>{amount} (रखा गया)</translation>
        </message>
        <message>
            <source>Fares</source>
            <translation>किराया</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>सेवा शुल्क</translation>
        </message>
        <message>
            <source>Round down</source>
            <translation>नीचे राउंड</translation>
        </message>
        <message>
            <source>&lt;b&gt;Customer&apos;s refund&lt;/b&gt;</source>
            <translation>&lt;b&gt;ग्राहक का रिफ़ंड&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>रिफ़ंड का तरीक़ा</translation>
        </message>
        <message>
            <source>&lt;i&gt;The customer&apos;s refund by the rule&lt;/i&gt;</source>
            <translation>&lt;i&gt;नियम के अनुसार ग्राहक का रिफ़ंड&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;The agency&apos;s wallet&lt;/i&gt;</source>
            <translation>&lt;i&gt;एजेंसी का वॉलेट&lt;/i&gt;</translation>
        </message>
        <message>
            <source>The choice changed: quote again.</source>
            <translation>चुनाव बदल गया: फिर से अनुमान लें।</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_DATA</name>
        <message>
            <source>Fare {count} x {fare}</source>
            <translation>किराया {count} x {fare}</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>राउंड ऑफ़</translation>
        </message>
        <message>
            <source>tendered {amount}</source>
            <translation>दिए गए {amount}</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>सेवा शुल्क</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>छूट</translation>
        </message>
        <message>
            <source>No payment was taken here for {reference}: there is no receipt.</source>
            <translation>{reference} का भुगतान यहाँ नहीं लिया गया: कोई रसीद नहीं है।</translation>
        </message>
        <message>
            <source>card ••{last4} appr {approval_code}</source>
            <translation>कार्ड ••{last4} अनुमोदन {approval_code}</translation>
        </message>
        <message>
            <source>Credit from booking {booking} (cancelled)</source>
            <translation>बुकिंग {booking} से जमा राशि (रद्द)</translation>
        </message>
        <message>
            <source>Given back to the customer</source>
            <translation>ग्राहक को रिफ़ंड दिया गया</translation>
        </message>
        <message>
            <source>Total incl. GST</source>
            <translation>कुल, GST सहित</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>प्रति व्यक्ति, GST सहित</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_PRINT</name>
        <message>
            <source>Phone {phone}</source>
            <translation>फ़ोन {phone}</translation>
        </message>
        <message>
            <source>GSTIN {gstin}</source>
            <translation>GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>रसीद</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>रसीद {number}</translation>
        </message>
        <message>
            <source>Counter {counter}</source>
            <translation>काउंटर {counter}</translation>
        </message>
        <message>
            <source>Served by {clerk}</source>
            <translation>कर्मचारी {clerk}</translation>
        </message>
        <message>
            <source>Seats: {seats}</source>
            <translation>सीटें: {seats}</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>बुकिंग</translation>
        </message>
        <message>
            <source>TOTAL {currency}</source>
            <translation>कुल {currency}</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>ग्राहक को लौटाए</translation>
        </message>
        <message>
            <source>Cancellation: {terms}</source>
            <translation>रद्दीकरण: {terms}</translation>
        </message>
        <message>
            <source>Thank you. Quote the booking reference for any change.</source>
            <translation>धन्यवाद। किसी भी बदलाव के लिए बुकिंग संदर्भ बताएँ।</translation>
        </message>
        <message>
            <source>Paid by {mode} ({detail})</source>
            <translation>{mode} से भुगतान ({detail})</translation>
        </message>
        <message>
            <source>Paid by {mode}</source>
            <translation>{mode} से भुगतान</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
        <message>
            <source>{moment} · counter {counter} · served by {clerk}</source>
            <translation>{moment} · काउंटर {counter} · कर्मचारी {clerk}</translation>
        </message>
        <message>
            <source>Booking &lt;b&gt;{reference}&lt;/b&gt;</source>
            <translation>बुकिंग &lt;b&gt;{reference}&lt;/b&gt;</translation>
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
            <translation>ग्राहक के हस्ताक्षर</translation>
        </message>
        <message>
            <source>Given at</source>
            <translation>लौटाने का समय</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>लौटाई गई राशि</translation>
        </message>
        <message>
            <source>Given by</source>
            <translation>लौटाने वाले</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>लौटाने का तरीका</translation>
        </message>
        <message>
            <source>Refund slip</source>
            <translation>रिफ़ंड पर्ची</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>बुकिंग</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>ग्राहक</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>संदर्भ</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>सुपरवाइज़र का फ़ैसला</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>रिफ़ंड</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>राउंड ऑफ़</translation>
        </message>
        <message>
            <source>Original receipt</source>
            <translation>मूल रसीद</translation>
        </message>
        <message>
            <source>Cancelled: {what}</source>
            <translation>रद्द किया गया: {what}</translation>
        </message>
    </context>
    <context>
        <name>REGISTRY</name>
        <message>
            <source>Catalogue</source>
            <translation>कैटलॉग</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>बुक करें</translation>
        </message>
        <message>
            <source>Lookup</source>
            <translation>बुकिंग खोजें</translation>
        </message>
        <message>
            <source>Wallet</source>
            <translation>वॉलेट</translation>
        </message>
        <message>
            <source>History</source>
            <translation>इतिहास</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिंग्स</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>शिफ़्ट रिपोर्ट</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>रुकावटें</translation>
        </message>
    </context>
    <context>
        <name>REMOVE_PASSENGERS</name>
        <message>
            <source>Remove passengers</source>
            <translation>यात्री हटाएँ</translation>
        </message>
        <message numerus="yes">
            <source>The sale is to keep {left} of its %n passenger(s). Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</source>
            <translation>
                <numerusform>बिक्री में %n यात्री में से {left} रहेंगे। हटाने वाले {count} पर टिक लगाएँ; यात्री सूची पर Ctrl+Z उन्हें वापस लाता है।</numerusform>
                <numerusform>बिक्री में %n यात्रियों में से {left} रहेंगे। हटाने वाले {count} पर टिक लगाएँ; यात्री सूची पर Ctrl+Z उन्हें वापस लाता है।</numerusform>
            </translation>
        </message>
        <message>
            <source>Passengers to remove</source>
            <translation>हटाने वाले यात्री</translation>
        </message>
        <message>
            <source>Space ticks or unticks one</source>
            <translation>Space से टिक लगाएँ या हटाएँ</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>हटाएँ</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE</name>
        <message>
            <source>A shift must be open to take or give back the difference.</source>
            <translation>अंतर लेने या लौटाने के लिए शिफ़्ट खुली होनी चाहिए।</translation>
        </message>
        <message>
            <source>The service no longer lists this trip.</source>
            <translation>सेवा अब इस यात्रा को सूची में नहीं दिखाती।</translation>
        </message>
        <message>
            <source>Not sent: a shift must be open, and a price below cost is sold as a new sale with a supervisor&apos;s approval.</source>
            <translation>नहीं भेजा गया: शिफ़्ट खुली होनी चाहिए, और लागत से कम कीमत को सुपरवाइज़र की मंज़ूरी के साथ नई बिक्री के रूप में बेचा जाता है।</translation>
        </message>
        <message>
            <source>Change the day of {booking}</source>
            <translation>{booking} का दिन बदलें</translation>
        </message>
        <message>
            <source>Rebook {booking} on another departure</source>
            <translation>{booking} की बुकिंग दूसरे प्रस्थान पर फिर से करें</translation>
        </message>
        <message>
            <source>Not printed: {reason}</source>
            <translation>प्रिंट नहीं हुआ: {reason}</translation>
        </message>
        <message>
            <source>Printed: {numbers}.</source>
            <translation>प्रिंट हो गया: {numbers}।</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>सहेजा नहीं गया: {reason}</translation>
        </message>
        <message>
            <source>Saved to {path}.</source>
            <translation>{path} में सहेजा गया।</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE_DIALOG</name>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>ग्राहक का पता (&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>खोजें (&amp;F)</translation>
        </message>
        <message>
            <source>Price this &amp;one</source>
            <translation>इसकी कीमत देखें (&amp;O)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>No slot on that day.</source>
            <translation>उस दिन कोई स्लॉट नहीं है।</translation>
        </message>
        <message>
            <source>No departure on that day.</source>
            <translation>उस दिन कोई प्रस्थान नहीं है।</translation>
        </message>
        <message>
            <source>Booking the new seat, then cancelling the old one…</source>
            <translation>नई सीट की बुकिंग हो रही है, फिर पुरानी रद्द होगी…</translation>
        </message>
        <message>
            <source>Given up: booking {booking}</source>
            <translation>छोड़ी गई: बुकिंग {booking}</translation>
        </message>
        <message>
            <source>Service&apos;s cancellation charge</source>
            <translation>सेवा का रद्दीकरण शुल्क</translation>
        </message>
        <message>
            <source>Customer&apos;s credit from it</source>
            <translation>इससे ग्राहक की जमा राशि</translation>
        </message>
        <message>
            <source>New booking</source>
            <translation>नई बुकिंग</translation>
        </message>
        <message>
            <source>Customer&apos;s price</source>
            <translation>ग्राहक की कीमत</translation>
        </message>
        <message>
            <source>The customer pays</source>
            <translation>ग्राहक चुकाता है</translation>
        </message>
        <message>
            <source>Given back to the customer by {tender}</source>
            <translation>ग्राहक को {tender} से लौटाया जाता है</translation>
        </message>
        <message>
            <source>Nothing to pay or give back</source>
            <translation>न कुछ चुकाना है, न लौटाना</translation>
        </message>
        <message>
            <source>Confirm the c&amp;hange</source>
            <translation>बदलाव की पुष्टि करें (&amp;H)</translation>
        </message>
        <message>
            <source>Retr&amp;y the cancellation</source>
            <translation>रद्दीकरण फिर से करें (&amp;Y)</translation>
        </message>
        <message>
            <source>New da&amp;te</source>
            <translation>नया दिन (&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>प्रिंट करें (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Save as PDF…</source>
            <translation>PDF के रूप में सहेजें (&amp;S)…</translation>
        </message>
    </context>
    <context>
        <name>RESULT_PANEL</name>
        <message>
            <source>Booked and paid. Booking reference:</source>
            <translation>बुक हो गया और भुगतान हो गया। बुकिंग संदर्भ:</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>&amp;Copy reference</source>
            <translation>संदर्भ कॉपी करें (&amp;C)</translation>
        </message>
        <message>
            <source>Ctrl+C: the booking reference to paste</source>
            <translation>Ctrl+C: पेस्ट करने के लिए बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>The bill of the booking</source>
            <translation>बुकिंग का बिल</translation>
        </message>
        <message>
            <source>&amp;Print voucher…</source>
            <translation>वाउचर प्रिंट करें (&amp;P)…</translation>
        </message>
        <message>
            <source>Ctrl+P: the customer's voucher</source>
            <translation>Ctrl+P: ग्राहक का वाउचर</translation>
        </message>
        <message>
            <source>&amp;Save voucher as PDF…</source>
            <translation>वाउचर PDF के रूप में सहेजें (&amp;S)…</translation>
        </message>
        <message>
            <source>Ctrl+S: the customer's voucher as a PDF</source>
            <translation>Ctrl+S: ग्राहक का वाउचर PDF के रूप में</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>रसीद प्रिंट करें (&amp;R)</translation>
        </message>
        <message>
            <source>On the receipt printer chosen in Settings</source>
            <translation>सेटिंग्स में चुने गए रसीद प्रिंटर पर</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>नई बिक्री (&amp;N)</translation>
        </message>
        <message>
            <source>Ctrl+N: back to the catalogue</source>
            <translation>Ctrl+N: वापस कैटलॉग पर</translation>
        </message>
        <message>
            <source>Preparing the voucher…</source>
            <translation>वाउचर तैयार हो रहा है…</translation>
        </message>
        <message>
            <source>Preview of the voucher</source>
            <translation>वाउचर का पूर्वावलोकन</translation>
        </message>
        <message>
            <source>Wallet now: &lt;b&gt;{balance}&lt;/b&gt; cash · credit left {credit}</source>
            <translation>वॉलेट अब: &lt;b&gt;{balance}&lt;/b&gt; नकद · बचा क्रेडिट {credit}</translation>
        </message>
        <message>
            <source>Wallet now: not read yet (the header shows it once the service answers).</source>
            <translation>वॉलेट अब: अभी नहीं पढ़ा गया (सेवा के जवाब देने पर ऊपर दिखेगा)।</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts} · &lt;b&gt;change due {change}&lt;/b&gt;</source>
            <translation>रसीद &lt;b&gt;{number}&lt;/b&gt; · भुगतान {parts} · &lt;b&gt;ग्राहक को लौटाएँ {change}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts}</source>
            <translation>रसीद &lt;b&gt;{number}&lt;/b&gt; · भुगतान {parts}</translation>
        </message>
        <message>
            <source>{reference} copied.</source>
            <translation>{reference} कॉपी हो गया।</translation>
        </message>
        <message>
            <source>Save receipt as P&amp;DF…</source>
            <translation>रसीद PDF के रूप में सहेजें (&amp;D)…</translation>
        </message>
        <message>
            <source>Save tax invoice as P&amp;DF…</source>
            <translation>टैक्स इनवॉइस PDF के रूप में सहेजें (&amp;D)…</translation>
        </message>
        <message>
            <source>The original for the customer, as a PDF to print or send (no receipt printer needed)</source>
            <translation>ग्राहक के लिए मूल प्रति, प्रिंट करने या भेजने के लिए PDF के रूप में (रसीद प्रिंटर ज़रूरी नहीं)</translation>
        </message>
        <message>
            <source>Save the original as PDF</source>
            <translation>मूल प्रति PDF के रूप में सहेजें</translation>
        </message>
    </context>
    <context>
        <name>REVIEW_PANEL</name>
        <message>
            <source>The bill of the sale</source>
            <translation>बिक्री का बिल</translation>
        </message>
        <message>
            <source>Booking progress</source>
            <translation>बुकिंग की प्रगति</translation>
        </message>
        <message>
            <source>← &amp;Back to the form</source>
            <translation>← फ़ॉर्म पर वापस (&amp;B)</translation>
        </message>
        <message>
            <source>Esc. Everything typed is kept.</source>
            <translation>Esc। जो भी लिखा है, वह रखा जाता है।</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>पुष्टि करें</translation>
        </message>
        <message>
            <source>Enter while it is focused: the wallet pays now.</source>
            <translation>इस पर फ़ोकस होने पर Enter: वॉलेट अभी भुगतान करता है।</translation>
        </message>
        <message>
            <source>Read the ID numbers back to the customer: {ids}</source>
            <translation>ग्राहक को ID नंबर पढ़कर सुनाएँ: {ids}</translation>
        </message>
        <message>
            <source>Look at these names again: they mix alphabets, or use another alphabet's letters that look Latin, as a look-alike's do: {names}</source>
            <translation>इन नामों को फिर से देखें: इनमें लिपियाँ मिली हैं, या किसी दूसरी लिपि के लैटिन जैसे दिखने वाले अक्षर हैं, जैसे किसी हमशक्ल नाम के होते हैं: {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n यात्री</numerusform>
                <numerusform>%n यात्री</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n सीट</numerusform>
                <numerusform>%n सीटें</numerusform>
            </translation>
        </message>
        <message>
            <source>Review: {choice}</source>
            <translation>समीक्षा: {choice}</translation>
        </message>
        <message>
            <source>Customer: {who} · {seats}</source>
            <translation>ग्राहक: {who} · {seats}</translation>
        </message>
        <message>
            <source>The wallet balance could not be read.</source>
            <translation>वॉलेट की शेष राशि नहीं पढ़ी जा सकी।</translation>
        </message>
        <message>
            <source>The wallet pays {cash} from cash and {credit} from credit.</source>
            <translation>वॉलेट {cash} नकद से और {credit} क्रेडिट से भुगतान करता है।</translation>
        </message>
        <message>
            <source>The wallet cannot pay this: it is short by {short} (cash {cash} and credit {credit} are all it has). Nothing was sent. Top up the wallet, or go back and sell fewer seats.</source>
            <translation>वॉलेट इसका भुगतान नहीं कर सकता: {short} कम है (इसके पास कुल नकद {cash} और क्रेडिट {credit} ही है)। कुछ नहीं भेजा गया। वॉलेट टॉप-अप करें, या वापस जाकर कम सीटें बेचें।</translation>
        </message>
        <message>
            <source>Confirm and pay {total}</source>
            <translation>पुष्टि करें और {total} भुगतान करें</translation>
        </message>
        <message>
            <source>Check the details with the customer, take the payment, then press Enter in the cash tendered to confirm: left empty, it is exact cash (Esc goes back).</source>
            <translation>ग्राहक के साथ विवरण जाँचें, भुगतान लें, फिर पुष्टि के लिए दिए गए नकद में Enter दबाएँ: ख़ाली छोड़ने पर पूरी राशि नकद मानी जाती है (Esc से वापस)।</translation>
        </message>
        <message>
            <source>Confirm: collect {total}</source>
            <translation>पुष्टि करें: {total} लें</translation>
        </message>
        <message>
            <source>Booking… the window stays usable; do not switch off the computer.</source>
            <translation>बुकिंग हो रही है… विंडो इस्तेमाल की जा सकती है; कंप्यूटर बंद न करें।</translation>
        </message>
        <message>
            <source>Sent. Waiting for the service to confirm the booking…</source>
            <translation>भेज दिया। सेवा से बुकिंग की पुष्टि का इंतज़ार…</translation>
        </message>
        <message>
            <source>Sending the booking: {sent} of {total} MB</source>
            <translation>बुकिंग भेजी जा रही है: {total} MB में से {sent}</translation>
        </message>
        <message>
            <source>Confirm again (it cannot be booked twice)</source>
            <translation>फिर से पुष्टि करें (यह दो बार बुक नहीं हो सकती)</translation>
        </message>
        <message>
            <source>Stop &amp;waiting</source>
            <translation>इंतज़ार बंद करें (&amp;W)</translation>
        </message>
        <message>
            <source>Stop waiting for the answer. The sale is then checked in the background, under the same request, so it is never booked or paid twice.</source>
            <translation>जवाब का इंतज़ार बंद करें। फिर यह बिक्री पीछे से उसी अनुरोध के साथ जाँची जाएगी, इसलिए यह कभी दो बार बुक या भुगतान नहीं होगी।</translation>
        </message>
        <message>
            <source>Saving… the journal is in use by another program; the sale is written as soon as it is free. Nothing is sent before.</source>
            <translation>सेव हो रहा है… जर्नल किसी दूसरे प्रोग्राम के पास है; खाली होते ही बिक्री लिख दी जाएगी। उससे पहले कुछ नहीं भेजा जाता।</translation>
        </message>
        <message>
            <source>Booked. Saving… the journal is in use by another program; the booking is written as soon as it is free.</source>
            <translation>बुक हो गया। सेव हो रहा है… जर्नल किसी दूसरे प्रोग्राम के पास है; खाली होते ही बुकिंग लिख दी जाएगी।</translation>
        </message>
        <message>
            <source>The wallet&apos;s total {total}</source>
            <translation>वॉलेट का कुल {total}</translation>
        </message>
    </context>
    <context>
        <name>SALE_DRAFT</name>
        <message>
            <source>The sale kept from last time could not be read; it was dropped.</source>
            <translation>पिछली बार रखी गई बिक्री पढ़ी नहीं जा सकी; उसे हटा दिया गया।</translation>
        </message>
        <message>
            <source>Scan kept with the draft</source>
            <translation>ड्राफ़्ट के साथ रखा गया स्कैन</translation>
        </message>
        <message>
            <source>A sale is in progress: keep it as a draft, discard it, or cancel?</source>
            <translation>एक बिक्री चल रही है: उसे ड्राफ़्ट के रूप में रखें, हटा दें, या रद्द करें?</translation>
        </message>
        <message>
            <source>A draft is offered back the next time Counterdesk starts.</source>
            <translation>अगली बार Counterdesk शुरू होने पर ड्राफ़्ट फिर से दिया जाएगा।</translation>
        </message>
        <message>
            <source>&amp;Keep as draft</source>
            <translation>ड्राफ़्ट के रूप में रखें (&amp;K)</translation>
        </message>
    </context>
    <context>
        <name>SALE_PAY</name>
        <message>
            <source>Check the payment: the fields in red say what to fix.</source>
            <translation>भुगतान जाँचें: लाल रंग वाले फ़ील्ड बताते हैं कि क्या ठीक करना है।</translation>
        </message>
        <message>
            <source>You stopped waiting before anything was sent: nothing was booked or charged. Confirm sends it.</source>
            <translation>आपने कुछ भेजे जाने से पहले ही इंतज़ार बंद कर दिया: न कुछ बुक हुआ, न कोई पैसा कटा। पुष्टि करें दबाने पर यह भेजी जाएगी।</translation>
        </message>
        <message>
            <source>You stopped waiting for the service's answer.</source>
            <translation>आपने सेवा के जवाब का इंतज़ार बंद कर दिया।</translation>
        </message>
        <message>
            <source>the journal failed</source>
            <translation>जर्नल विफल रहा</translation>
        </message>
        <message>
            <source>Booking {reference} is made and paid. This computer could not save it yet ({reason}); the app keeps trying, and the service gives it back at the next start.</source>
            <translation>बुकिंग {reference} बन गई है और उसका भुगतान हो गया है। यह कंप्यूटर उसे अभी सहेज नहीं सका ({reason}); ऐप कोशिश करता रहेगा, और अगली बार शुरू होने पर सेवा उसे वापस दे देगी।</translation>
        </message>
        <message>
            <source>Not booked: give back {amount}. {reason}</source>
            <translation>बुक नहीं हुआ: {amount} वापस दें। {reason}</translation>
        </message>
        <message>
            <source>Whether it was booked is not known yet. Press Confirm again to find out: the same request is sent, so it can never be booked or paid twice.</source>
            <translation>अभी पता नहीं कि बुकिंग हुई या नहीं। पता करने के लिए फिर से पुष्टि करें दबाएँ: वही अनुरोध भेजा जाता है, इसलिए बुकिंग या भुगतान कभी दो बार नहीं होगा।</translation>
        </message>
        <message>
            <source>The payment ({amount}) stays pending with it: keep it aside until then.</source>
            <translation>भुगतान ({amount}) भी इसके साथ लंबित रहेगा: तब तक उसे अलग रखें।</translation>
        </message>
    </context>
    <context>
        <name>SALE_RESULT</name>
        <message>
            <source>An earlier attempt of this sale had gone through before the last changes: booking {reference}, as it was then. The changes were not sent; the voucher shows what was booked.</source>
            <translation>इस बिक्री की एक पिछली कोशिश आख़िरी बदलावों से पहले ही हो चुकी थी: बुकिंग {reference}, जैसी वह तब थी। बदलाव नहीं भेजे गए; वाउचर दिखाता है कि क्या बुक हुआ।</translation>
        </message>
        <message>
            <source>{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup (its refund is quoted first).</source>
            <translation>{outcome} इसका वाउचर तैयार है; अगर यह नहीं चाहिए था, तो इसे खोजें स्क्रीन में रद्द करें (पहले इसका रिफ़ंड बताया जाता है)।</translation>
        </message>
        <message>
            <source>The receipt was not printed: {reason}</source>
            <translation>रसीद प्रिंट नहीं हुई: {reason}</translation>
        </message>
        <message>
            <source>Receipt {number} printed.</source>
            <translation>रसीद {number} प्रिंट हो गई।</translation>
        </message>
        <message>
            <source>The tax invoice was not saved: {reason}</source>
            <translation>टैक्स इनवॉइस सहेजा नहीं गया: {reason}</translation>
        </message>
        <message>
            <source>The receipt was not saved: {reason}</source>
            <translation>रसीद सहेजी नहीं गई: {reason}</translation>
        </message>
        <message>
            <source>Tax invoice {number} saved to {path}.</source>
            <translation>टैक्स इनवॉइस {number} {path} में सहेजा गया।</translation>
        </message>
        <message>
            <source>Receipt {number} saved to {path}.</source>
            <translation>रसीद {number} {path} में सहेजी गई।</translation>
        </message>
    </context>
    <context>
        <name>SALE_REVIEW</name>
        <message>
            <source>No shift is open at this counter: Confirm asks for one (your name and the float counted), then goes on with this sale.</source>
            <translation>इस काउंटर पर कोई शिफ़्ट खुली नहीं है: कन्फ़र्म दबाने पर शिफ़्ट खोलने को कहा जाएगा (आपका नाम और गिना हुआ शुरुआती नकद), फिर यही बिक्री आगे चलेगी।</translation>
        </message>
        <message>
            <source>This sale needs a shift: none is open at this counter.</source>
            <translation>इस बिक्री के लिए शिफ़्ट चाहिए: इस काउंटर पर कोई शिफ़्ट खुली नहीं है।</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer: it cannot be sold again until the service answers about that one.</source>
            <translation>{notice} यह बिक्री उसी यात्रा, दिन और ग्राहक की है: जब तक सेवा उस बिक्री का जवाब नहीं देती, इसे दोबारा नहीं बेचा जा सकता।</translation>
        </message>
    </context>
    <context>
        <name>SAVING</name>
        <message>
            <source>Saving… another program is using the journal; what you entered is saved as soon as it is free.</source>
            <translation>सेव हो रहा है… जर्नल को अभी कोई दूसरा प्रोग्राम इस्तेमाल कर रहा है; आपने जो भरा है वह उसके खाली होते ही सेव हो जाएगा।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_TILL_WRITES</name>
        <message>
            <source>This computer could not save it: {reason}. Nothing was recorded and what you typed is still here: try again in a moment.</source>
            <translation>यह कंप्यूटर इसे सेव नहीं कर सका: {reason}। कुछ भी दर्ज नहीं हुआ और आपने जो टाइप किया वह यहीं है: थोड़ी देर में फिर कोशिश करें।</translation>
        </message>
    </context>
    <context>
        <name>SCANS</name>
        <message>
            <source>This image is too large in pixels: {width} × {height}, more than the {million} million this app reads. Shrink it to send it.</source>
            <translation>यह इमेज पिक्सेल में बहुत बड़ी है: {width} × {height}, यह ऐप जितने पढ़ता है ({million} मिलियन) उससे अधिक। भेजने के लिए इसे छोटा करें।</translation>
        </message>
        <message>
            <source>This image is {size}; the service takes up to {limit}. Shrink it to send it.</source>
            <translation>यह इमेज {size} की है; सेवा अधिकतम {limit} लेती है। भेजने के लिए इसे छोटा करें।</translation>
        </message>
        <message>
            <source>This PDF is {size}; the service takes up to {limit}, and a PDF cannot be shrunk here. Scan the passport again at a lower resolution, or as a JPEG.</source>
            <translation>यह PDF {size} की है; सेवा अधिकतम {limit} लेती है, और PDF यहाँ छोटी नहीं की जा सकती। पासपोर्ट को कम रिज़ॉल्यूशन पर या JPEG के रूप में फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>shrunk from {before} to {after}</source>
            <translation>{before} से {after} तक छोटा किया</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, fits</source>
            <translation>{source} · {kind} · {size}, सीमा में</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, too large</source>
            <translation>{source} · {kind} · {size}, बहुत बड़ा</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be read. Scan it again.</source>
            <translation>{source} इमेज लगती है पर पढ़ी नहीं जा सकती। फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be decoded ({reason}). Scan it again.</source>
            <translation>{source} इमेज लगती है पर खोली नहीं जा सकती ({reason})। फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport.</source>
            <translation>{source} JPEG, PNG या PDF फ़ाइल नहीं है। पासपोर्ट का स्कैन चुनें।</translation>
        </message>
        <message>
            <source>{source} is not a scan any more ({error}).</source>
            <translation>{source} अब स्कैन नहीं है ({error})।</translation>
        </message>
        <message>
            <source>The image could not be encoded.</source>
            <translation>इमेज एनकोड नहीं हो सकी।</translation>
        </message>
        <message>
            <source>{source} could not be read as an image. Scan it again.</source>
            <translation>{source} को छवि के रूप में पढ़ा नहीं जा सका। इसे फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>The clipboard holds no image. Copy the scan first.</source>
            <translation>क्लिपबोर्ड में कोई इमेज नहीं है। पहले स्कैन कॉपी करें।</translation>
        </message>
        <message>
            <source>Pasted image</source>
            <translation>पेस्ट की गई इमेज</translation>
        </message>
        <message>
            <source>Only a JPEG or PNG image can be shrunk.</source>
            <translation>केवल JPEG या PNG इमेज छोटी की जा सकती है।</translation>
        </message>
        <message>
            <source>A PNG this large in pixels ({width} × {height}) cannot be shrunk here. Scan the passport again at a lower resolution (300 dpi is plenty), or as a JPEG.</source>
            <translation>पिक्सेल में इतनी बड़ी PNG ({width} × {height}) यहाँ छोटी नहीं की जा सकती। पासपोर्ट को कम रिज़ॉल्यूशन पर (300 dpi काफ़ी है) या JPEG के रूप में फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>The image cannot be made small enough and stay legible.</source>
            <translation>इमेज को पढ़ने लायक रखते हुए पर्याप्त छोटा नहीं किया जा सकता।</translation>
        </message>
        <message>
            <source>Passport scans ({patterns});;All files (*)</source>
            <translation>पासपोर्ट स्कैन ({patterns});;सभी फ़ाइलें (*)</translation>
        </message>
    </context>
    <context>
        <name>SCAN_FILE</name>
        <message>
            <source>{name} could not be read within {seconds} seconds. Copy it to this computer first, then choose it again.</source>
            <translation>{name} {seconds} सेकंड में पढ़ी नहीं जा सकी। पहले इसे इस कंप्यूटर पर कॉपी करें, फिर दोबारा चुनें।</translation>
        </message>
        <message>
            <source>{name} is not a file (a device, a pipe or a folder). Choose a scan.</source>
            <translation>{name} फ़ाइल नहीं है (डिवाइस, पाइप या फ़ोल्डर है)। कोई स्कैन चुनें।</translation>
        </message>
        <message>
            <source>{name} is {size} MB, far more than a passport scan (at most {most} MB is read). Scan it again at a lower resolution.</source>
            <translation>{name} {size} MB की है, पासपोर्ट स्कैन से बहुत अधिक (अधिकतम {most} MB पढ़ा जाता है)। कम रिज़ॉल्यूशन पर फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>स्कैन पढ़ना रोक दिया गया।</translation>
        </message>
        <message>
            <source>{name} could not be read ({reason}).</source>
            <translation>{name} पढ़ी नहीं जा सकी ({reason})।</translation>
        </message>
        <message>
            <source>{name} changed while it was read. Scan it again.</source>
            <translation>{name} पढ़ते समय बदल गई। इसे फिर से स्कैन करें।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_OFFER</name>
        <message>
            <source>Take the scan (Ctrl+T)</source>
            <translation>स्कैन लें (Ctrl+T)</translation>
        </message>
        <message>
            <source>Ctrl+T: give the scanner's new file to the passenger named here</source>
            <translation>Ctrl+T: स्कैनर की नई फ़ाइल यहाँ लिखे यात्री को दें</translation>
        </message>
        <message>
            <source>Reading and encoding the scan…</source>
            <translation>स्कैन पढ़ा और एनकोड किया जा रहा है…</translation>
        </message>
        <message>
            <source>New scan from the scanner: &lt;b&gt;{file}&lt;/b&gt;. Ctrl+T gives it to {passenger}.</source>
            <translation>स्कैनर से नया स्कैन: &lt;b&gt;{file}&lt;/b&gt;। Ctrl+T दबाएँ, यह {passenger} को मिल जाएगा।</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}, and the scanner's folder {folder} cannot be found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile.</source>
            <translation>{passenger} का स्कैन चाहिए, पर स्कैनर का फ़ोल्डर {folder} नहीं मिल रहा: इसे सेटिंग्स (Ctrl+6) में जाँचें। तब तक Ctrl+O से फ़ाइल चुनें।</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the passport's photo page and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger} का स्कैन चाहिए: पासपोर्ट का फ़ोटो वाला पेज स्कैन करें, वह यहीं दिखेगा (या फ़ाइल चुनने के लिए Ctrl+O)।</translation>
        </message>
        <message>
            <source>Over the limit: shrinking the image…</source>
            <translation>सीमा से बड़ा: छवि छोटी की जा रही है…</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the front of the Aadhaar card and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger} के लिए स्कैन चाहिए: आधार कार्ड का सामने का भाग स्कैन करें, वह यहाँ दिखेगा (या फ़ाइल चुनने के लिए Ctrl+O)।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_PANEL</name>
        <message>
            <source>No scan</source>
            <translation>कोई स्कैन नहीं</translation>
        </message>
        <message>
            <source>No file · up to {limit}</source>
            <translation>कोई फ़ाइल नहीं · {limit} तक</translation>
        </message>
        <message>
            <source>Choose a file (Ctrl+O), paste an image (Ctrl+Shift+V) or drop a file here.</source>
            <translation>फ़ाइल चुनें (Ctrl+O), छवि पेस्ट करें (Ctrl+Shift+V) या फ़ाइल यहाँ छोड़ें।</translation>
        </message>
        <message>
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;pages not known</source>
            <translation>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;दस्तावेज़&lt;br&gt;पेज संख्या पता नहीं</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;%n page(s)</source>
            <translation>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;दस्तावेज़&lt;br&gt;%n पेज</numerusform>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;दस्तावेज़&lt;br&gt;%n पेज</numerusform>
            </translation>
        </message>
        <message>
            <source>Size of the scan against the limit</source>
            <translation>सीमा की तुलना में स्कैन का आकार</translation>
        </message>
        <message>
            <source>&amp;Choose file… (Ctrl+O)</source>
            <translation>फ़ाइल चुनें (&amp;C)… (Ctrl+O)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>पासपोर्ट</translation>
        </message>
        <message>
            <source>&amp;Paste image</source>
            <translation>छवि पेस्ट करें (&amp;P)</translation>
        </message>
        <message>
            <source>Ctrl+Shift+V: the image on the clipboard</source>
            <translation>Ctrl+Shift+V: क्लिपबोर्ड पर की छवि</translation>
        </message>
        <message>
            <source>Shrin&amp;k to fit</source>
            <translation>फ़िट होने तक छोटा करें (&amp;K)</translation>
        </message>
        <message>
            <source>Alt+K: encode the image smaller until it is under the limit</source>
            <translation>Alt+K: छवि को सीमा से कम होने तक छोटा एनकोड करें</translation>
        </message>
        <message>
            <source>Remove scan</source>
            <translation>स्कैन हटाएँ</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>पढ़ना रोकें</translation>
        </message>
        <message>
            <source>Stop reading this file (the passenger keeps the scan shown)</source>
            <translation>यह फ़ाइल पढ़ना रोकें (यात्री के पास दिखाया गया स्कैन रहता है)</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the passport's photo page</source>
            <translation>Ctrl+O: पासपोर्ट के फ़ोटो वाले पेज का JPEG, PNG या PDF</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the {document}</source>
            <translation>Ctrl+O: {document} का JPEG, PNG या PDF</translation>
        </message>
        <message>
            <source>{document} scan</source>
            <translation>{document} स्कैन</translation>
        </message>
        <message>
            <source>The clipboard holds no image or file. Copy the scan first.</source>
            <translation>क्लिपबोर्ड पर कोई छवि या फ़ाइल नहीं है। पहले स्कैन कॉपी करें।</translation>
        </message>
        <message>
            <source>Image too large
to preview</source>
            <translation>पूर्वावलोकन के लिए
छवि बहुत बड़ी है</translation>
        </message>
        <message>
            <source>{size} of {limit} · fits</source>
            <translation>{limit} में से {size} · फ़िट है</translation>
        </message>
        <message>
            <source>{size} of {limit} · too large</source>
            <translation>{limit} में से {size} · बहुत बड़ा</translation>
        </message>
    </context>
    <context>
        <name>SCAN_READER</name>
        <message>
            <source>The scan</source>
            <translation>स्कैन</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>स्कैन पढ़ना रोक दिया गया।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_STRUCTURE</name>
        <message>
            <source>its header gives it no pixels</source>
            <translation>उसके हेडर में कोई पिक्सेल नहीं है</translation>
        </message>
        <message>
            <source>{subject} says it is {width} × {height} pixels; at most {most} million pixels can be read. Scan it again at 300 dpi.</source>
            <translation>{subject} खुद को {width} × {height} पिक्सेल का बताती है; अधिकतम {most} मिलियन पिक्सेल पढ़े जा सकते हैं। इसे 300 dpi पर फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>its image frame is too short</source>
            <translation>उसका इमेज फ़्रेम बहुत छोटा है</translation>
        </message>
        <message>
            <source>{subject} is a PDF without a page. Scan it again.</source>
            <translation>{subject} ऐसी PDF है जिसमें कोई पेज नहीं है। इसे फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>{subject} is a PDF that runs something when it is opened ({action}). Scan the passport again as an image or a plain PDF.</source>
            <translation>{subject} एक ऐसी PDF है जो खोलने पर कुछ चलाती है ({action})। पासपोर्ट को फिर से छवि या सादी PDF के रूप में स्कैन करें।</translation>
        </message>
        <message>
            <source>{subject} has another file after its end. Scan the passport again, or save the scan again as a new file.</source>
            <translation>{subject} के अंत के बाद एक और फ़ाइल जुड़ी है। पासपोर्ट को फिर से स्कैन करें, या स्कैन को नई फ़ाइल के रूप में फिर से सेव करें।</translation>
        </message>
        <message>
            <source>{subject} is cut short. Scan it again.</source>
            <translation>{subject} अधूरा है। इसे फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>{subject} is damaged ({problem}). Scan it again.</source>
            <translation>{subject} ख़राब है ({problem})। इसे फिर से स्कैन करें।</translation>
        </message>
        <message>
            <source>a marker is missing</source>
            <translation>एक मार्कर नहीं है</translation>
        </message>
        <message>
            <source>it ends before its image</source>
            <translation>यह अपनी छवि से पहले ख़त्म हो जाता है</translation>
        </message>
        <message>
            <source>a segment has no length</source>
            <translation>एक सेगमेंट की लंबाई नहीं है</translation>
        </message>
        <message>
            <source>its image frame is not valid</source>
            <translation>इसका इमेज फ़्रेम सही नहीं है</translation>
        </message>
        <message>
            <source>a Huffman table is not valid</source>
            <translation>इसकी एक Huffman टेबल सही नहीं है</translation>
        </message>
        <message>
            <source>it has no image frame</source>
            <translation>इसमें छवि फ़्रेम नहीं है</translation>
        </message>
        <message>
            <source>its scans do not fit its image frame</source>
            <translation>इसके स्कैन इसके इमेज फ़्रेम से मेल नहीं खाते</translation>
        </message>
        <message>
            <source>its image data is not valid</source>
            <translation>इसका इमेज डेटा सही नहीं है</translation>
        </message>
        <message>
            <source>it does not start with its header</source>
            <translation>यह अपने हेडर से शुरू नहीं होता</translation>
        </message>
        <message>
            <source>its {chunk} chunk fails its checksum</source>
            <translation>इसका {chunk} हिस्सा checksum में विफल है</translation>
        </message>
        <message>
            <source>its PDF header is not valid</source>
            <translation>इसका PDF हेडर मान्य नहीं है</translation>
        </message>
        <message>
            <source>it has no cross-reference</source>
            <translation>इसमें cross-reference नहीं है</translation>
        </message>
        <message>
            <source>its cross-reference points past its end</source>
            <translation>इसका cross-reference फ़ाइल के अंत से आगे इशारा करता है</translation>
        </message>
        <message>
            <source>its cross-reference has no trailer</source>
            <translation>इसके cross-reference में trailer नहीं है</translation>
        </message>
        <message>
            <source>its cross-reference is not where it says</source>
            <translation>इसका cross-reference बताई गई जगह पर नहीं है</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>फ़ाइल</translation>
        </message>
        <message>
            <source>{subject} would take {size} MB to open ({width} × {height} pixels); at most {most} MB can be opened. Scan it again at 300 dpi.</source>
            <translation>{subject} को खोलने में {size} MB लगेंगे ({width} × {height} पिक्सेल); ज़्यादा से ज़्यादा {most} MB खोले जा सकते हैं। इसे 300 dpi पर दोबारा स्कैन करें।</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULES_MODEL</name>
        <message>
            <source>Live</source>
            <translation>लाइव</translation>
        </message>
        <message>
            <source>Capacity reference</source>
            <translation>क्षमता संदर्भ</translation>
        </message>
        <message>
            <source>Capacity reference ({capacity})</source>
            <translation>क्षमता संदर्भ ({capacity})</translation>
        </message>
        <message>
            <source>Sold out</source>
            <translation>सब बिक गया</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>प्रस्थान</translation>
        </message>
        <message>
            <source>Trip ends</source>
            <translation>यात्रा समाप्त</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>नाव</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>बची सीटें</translation>
        </message>
        <message>
            <source>Seat count</source>
            <translation>सीट गिनती</translation>
        </message>
        <message>
            <source>A live count, or the boat's capacity</source>
            <translation>लाइव गिनती, या नाव की क्षमता</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>टिकट</translation>
        </message>
        <message>
            <source>Age range</source>
            <translation>आयु सीमा</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>राष्ट्रीयता</translation>
        </message>
        <message>
            <source>Boat fare</source>
            <translation>नाव किराया</translation>
        </message>
        <message>
            <source>Permit fare</source>
            <translation>परमिट शुल्क</translation>
        </message>
        <message>
            <source>Government fee, no GST</source>
            <translation>सरकारी शुल्क, GST नहीं</translation>
        </message>
        <message>
            <source>Net price</source>
            <translation>शुद्ध कीमत</translation>
        </message>
        <message>
            <source>What the agency pays</source>
            <translation>एजेंसी जो भुगतान करती है</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST से पहले किराया</translation>
        </message>
        <message>
            <source>The ticket&apos;s price (MRP): boat fare and permit, no fare GST, no markup</source>
            <translation>टिकट का दाम (MRP): नाव किराया और परमिट शुल्क, बिना किराये का GST, बिना मार्कअप</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULE_PICKER</name>
        <message>
            <source>Book this departure</source>
            <translation>यह प्रस्थान बुक करें</translation>
        </message>
        <message>
            <source>Departures on the travel date</source>
            <translation>यात्रा की तारीख पर प्रस्थान</translation>
        </message>
        <message>
            <source>Rates of the selected departure</source>
            <translation>चुने गए प्रस्थान की दरें</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS</name>
        <message>
            <source>The drawer difference allowed must be an amount of zero or more.</source>
            <translation>ड्रॉअर में छूट वाले अंतर की राशि शून्य या अधिक होनी चाहिए।</translation>
        </message>
        <message>
            <source>ID numbers and scans are kept 0 to {most} days after the trip.</source>
            <translation>ID नंबर और स्कैन यात्रा के बाद 0 से {most} दिन तक रखे जाते हैं।</translation>
        </message>
        <message>
            <source>The service address must start with https:// (or http://).</source>
            <translation>सेवा का पता https:// (या http://) से शुरू होना चाहिए।</translation>
        </message>
        <message>
            <source>The live environment needs the service address.</source>
            <translation>लाइव के लिए सेवा का पता चाहिए।</translation>
        </message>
        <message>
            <source>The request timeout must be {low} to {high} seconds.</source>
            <translation>अनुरोध की समय-सीमा {low} से {high} सेकंड होनी चाहिए।</translation>
        </message>
        <message>
            <source>The credit runway warning must be an amount of zero or more.</source>
            <translation>क्रेडिट चेतावनी की राशि शून्य या अधिक होनी चाहिए।</translation>
        </message>
        <message>
            <source>The scanner's folder must be a full path, for example C:\Scans or \\office-pc\scans.</source>
            <translation>स्कैनर का फ़ोल्डर पूरा पाथ होना चाहिए, जैसे C:\Scans या \\office-pc\scans।</translation>
        </message>
        <message>
            <source>The counter code is 1 to 6 capital letters or digits, for example PB1.</source>
            <translation>काउंटर कोड 1 से 6 बड़े अक्षर या अंक होता है, जैसे PB1।</translation>
        </message>
        <message>
            <source>Counter {name}</source>
            <translation>काउंटर {name}</translation>
        </message>
        <message>
            <source>A bank account is declared twice.</source>
            <translation>एक बैंक खाता दो बार लिखा गया है।</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_CONTROLLER</name>
        <message>
            <source>Not saved: a LIVE counter's supervisor PIN is set with the LIVE key, the environment left at LIVE.</source>
            <translation>सहेजा नहीं गया: LIVE काउंटर का सुपरवाइज़र PIN LIVE कुंजी से ही सेट होता है, वातावरण LIVE पर ही रखें।</translation>
        </message>
        <message>
            <source>It says it is a SANDBOX: sales there are training.</source>
            <translation>यह ख़ुद को SANDBOX बताता है: वहाँ की बिक्री प्रशिक्षण है।</translation>
        </message>
        <message>
            <source>It does not say it is a sandbox: LIVE, sales are real.</source>
            <translation>यह ख़ुद को सैंडबॉक्स नहीं बताता: LIVE, बिक्री असली है।</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a supervisor's PIN.</source>
            <translation>सहेजा नहीं गया: {changes} के लिए सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source>Test page sent to {printer}.</source>
            <translation>टेस्ट पेज {printer} को भेजा गया।</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start: {reason}</source>
            <translation>अंतर्निहित सैंडबॉक्स शुरू नहीं हो सका: {reason}</translation>
        </message>
        <message>
            <source>Enter the API key first.</source>
            <translation>पहले API कुंजी डालें।</translation>
        </message>
        <message>
            <source>The agency store's password is kept for this session only.</source>
            <translation>एजेंसी स्टोर का पासवर्ड सिर्फ़ इस सत्र के लिए रखा गया है।</translation>
        </message>
        <message>
            <source>Saved, but the built-in sandbox could not start.</source>
            <translation>सहेजा गया, लेकिन अंतर्निहित सैंडबॉक्स शुरू नहीं हो सका।</translation>
        </message>
        <message>
            <source>Saved, but the service did not answer: see the message above.</source>
            <translation>सहेजा गया, लेकिन सेवा ने जवाब नहीं दिया: ऊपर का संदेश देखें।</translation>
        </message>
        <message>
            <source>Saved. {wallet}</source>
            <translation>सहेजा गया। {wallet}</translation>
        </message>
        <message>
            <source>Not saved: the supervisor PIN is set only with the API key in use, typed on the Supervisor PIN page. The key typed was not accepted: {reason}</source>
            <translation>सहेजा नहीं गया: सुपरवाइज़र PIN सिर्फ़ &quot;सुपरवाइज़र PIN&quot; पेज पर चालू API कुंजी लिखकर ही सेट होता है। लिखी गई कुंजी स्वीकार नहीं हुई: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SCREEN</name>
        <message>
            <source>Sandbox: training, nothing is real</source>
            <translation>सैंडबॉक्स: प्रशिक्षण मोड, कुछ भी असली नहीं</translation>
        </message>
        <message>
            <source>Live service: real bookings paid from the wallet</source>
            <translation>लाइव सेवा: असली बुकिंग, वॉलेट से भुगतान</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds after a number</comment>
            <translation> सेकंड</translation>
        </message>
        <message>
            <source>The wallet screen shows the credit left in a warning colour below this amount.</source>
            <translation>बचा क्रेडिट इस राशि से कम होने पर वॉलेट स्क्रीन उसे चेतावनी के रंग में दिखाती है।</translation>
        </message>
        <message>
            <source>Empty: this counter alone (no agency store)</source>
            <translation>खाली: केवल यह काउंटर (कोई एजेंसी स्टोर नहीं)</translation>
        </message>
        <message>
            <source>The PostgreSQL database the agency's counters share, e.g. postgresql://desk@office-pc:5432/agency?sslmode=require</source>
            <translation>एजेंसी के काउंटरों का साझा PostgreSQL डेटाबेस, जैसे postgresql://desk@office-pc:5432/agency?sslmode=require</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>खाली: सहेजा हुआ ही रखें (पासवर्ड स्टोर में रखा जाता है, कभी फ़ाइल में नहीं)</translation>
        </message>
        <message>
            <source>Empty: no folder watched (Ctrl+O chooses each scan)</source>
            <translation>खाली: कोई फ़ोल्डर नहीं देखा जाता (हर स्कैन Ctrl+O से चुनें)</translation>
        </message>
        <message>
            <source>The folder the scanner saves into, e.g. C:\Scans. On the Book screen its new scan is offered to the passenger who needs one (Ctrl+T takes it), and Ctrl+O opens there.</source>
            <translation>वह फ़ोल्डर जिसमें स्कैनर फ़ाइलें सहेजता है, जैसे C:\Scans। बुक स्क्रीन पर उसका नया स्कैन उस यात्री के लिए दिखाया जाता है जिसे स्कैन चाहिए (Ctrl+T से लें), और Ctrl+O यहीं खुलता है।</translation>
        </message>
        <message>
            <source>Choose folder…</source>
            <translation>फ़ोल्डर चुनें…</translation>
        </message>
        <message>
            <source>Test connection</source>
            <translation>कनेक्शन जाँचें</translation>
        </message>
        <message>
            <source>Save and reconnect</source>
            <translation>सहेजें और फिर से जोड़ें</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>मोड</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>सेवा का पता</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API कुंजी</translation>
        </message>
        <message>
            <source>Request timeout</source>
            <translation>अनुरोध की समय-सीमा</translation>
        </message>
        <message>
            <source>Warn when the credit left is below</source>
            <translation>बचा क्रेडिट इससे कम हो तो चेतावनी दें</translation>
        </message>
        <message>
            <source>Agency store</source>
            <translation>एजेंसी स्टोर</translation>
        </message>
        <message>
            <source>Agency store password</source>
            <translation>एजेंसी स्टोर का पासवर्ड</translation>
        </message>
        <message>
            <source>Scanner's folder</source>
            <translation>स्कैनर का फ़ोल्डर</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Settings&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;सेटिंग्स&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>The scanner's folder</source>
            <translation>स्कैनर का फ़ोल्डर</translation>
        </message>
        <message>
            <source>Testing the connection…</source>
            <translation>कनेक्शन जाँचा जा रहा है…</translation>
        </message>
        <message>
            <source>Saving and reconnecting…</source>
            <translation>सहेजा जा रहा है और फिर से जोड़ा जा रहा है…</translation>
        </message>
        <message>
            <source>Empty: the sandbox built into this app</source>
            <translation>खाली: इस ऐप में बना सैंडबॉक्स</translation>
        </message>
        <message>
            <source>https://… (given by the service's office)</source>
            <translation>https://… (सेवा के कार्यालय से मिला)</translation>
        </message>
        <message>
            <source>Empty: keep the key in use (type a new one to replace it)</source>
            <translation>खाली: मौजूदा कुंजी रखें (बदलने के लिए नई लिखें)</translation>
        </message>
        <message>
            <source>Empty: the sandbox's public demo key</source>
            <translation>खाली: सैंडबॉक्स की सार्वजनिक डेमो कुंजी</translation>
        </message>
        <message>
            <source>The key issued by the service's office</source>
            <translation>सेवा के कार्यालय से मिली कुंजी</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>बदलाव हटाएँ</translation>
        </message>
        <message>
            <source>Service and connection</source>
            <translation>सेवा और कनेक्शन</translation>
        </message>
        <message>
            <source>Agency and till</source>
            <translation>एजेंसी और टिल</translation>
        </message>
        <message>
            <source>UPI and customer display</source>
            <translation>UPI और ग्राहक डिस्प्ले</translation>
        </message>
        <message>
            <source>GST</source>
            <translation>GST</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>प्रिंटर</translation>
        </message>
        <message>
            <source>Language and theme</source>
            <translation>भाषा और थीम</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>सुपरवाइज़र PIN</translation>
        </message>
        <message>
            <source>Unsaved settings</source>
            <translation>बिना सहेजी सेटिंग्स</translation>
        </message>
        <message>
            <source>The settings have changes that are not saved.</source>
            <translation>सेटिंग्स में ऐसे बदलाव हैं जो सहेजे नहीं गए।</translation>
        </message>
        <message>
            <source>Save them, discard them, or stay here to go on editing?</source>
            <translation>उन्हें सहेजें, हटाएँ, या बदलाव जारी रखने के लिए यहीं रुकें?</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>यहीं रुकें</translation>
        </message>
        <message>
            <source>E-mail to customers</source>
            <translation>ग्राहकों को ई-मेल</translation>
        </message>
        <message>
            <source>Bank accounts</source>
            <translation>बैंक खाते</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SECTIONS</name>
        <message>
            <source>Sections of the settings</source>
            <translation>सेटिंग्स के हिस्से</translation>
        </message>
    </context>
    <context>
        <name>SHIFT</name>
        <message>
            <source>Sale</source>
            <translation>बिक्री</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>रद्दीकरण</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>गतिविधि</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>नाव</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>मेल खाता है</translation>
        </message>
        <message>
            <source>Amount differs</source>
            <translation>राशि अलग है</translation>
        </message>
        <message>
            <source>Not in the ledger</source>
            <translation>लेजर में नहीं</translation>
        </message>
        <message>
            <source>Older than the snapshot</source>
            <translation>स्नैपशॉट से पुराना</translation>
        </message>
        <message>
            <source>The ledger's {journal} says {ledger}, the counter {counter}.</source>
            <translation>लेजर का {journal} {ledger} कहता है, काउंटर {counter}।</translation>
        </message>
        <message>
            <source>No ledger journal of the service matches it.</source>
            <translation>सेवा का कोई लेजर जर्नल इससे मेल नहीं खाता।</translation>
        </message>
        <message>
            <source>Older than the journals the wallet lists: not checked.</source>
            <translation>वॉलेट में दिखे जर्नल से पुराना: जाँचा नहीं गया।</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_CONTROLLER</name>
        <message>
            <source>No shift is open at this counter yet.</source>
            <translation>इस काउंटर पर अभी कोई शिफ़्ट खुली नहीं है।</translation>
        </message>
        <message>
            <source>{clerk}'s shift is still open at this counter.</source>
            <translation>इस काउंटर पर {clerk} की शिफ़्ट अभी खुली है।</translation>
        </message>
        <message>
            <source>Quit Counterdesk</source>
            <translation>Counterdesk बंद करें</translation>
        </message>
        <message>
            <source>Quit anyway? The shift stays open for the next start; at the day's end close it with the Z report on the Shift report.</source>
            <translation>फिर भी बंद करें? शिफ़्ट अगली बार खोलने तक खुली रहेगी; दिन के अंत में शिफ़्ट रिपोर्ट पर Z रिपोर्ट से उसे बंद करें।</translation>
        </message>
        <message>
            <source>&amp;Quit, the shift stays open</source>
            <translation>बंद करें, शिफ़्ट खुली रहे (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Stay</source>
            <translation>रुकें (&amp;S)</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER</name>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} से लौटाया</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} शुद्ध</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>इसमें पूरे रुपयों तक राउंड ऑफ़</translation>
        </message>
        <message>
            <source>Type the float you counted as an amount, e.g. 2000.</source>
            <translation>गिना हुआ शुरुआती नकद राशि के रूप में लिखें, जैसे 2000।</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>शुरुआती नकद</translation>
        </message>
        <message>
            <source>Cash in (sales)</source>
            <translation>नकद आया (बिक्री)</translation>
        </message>
        <message>
            <source>Cash out (refunds)</source>
            <translation>नकद गया (रिफ़ंड)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Expected in the drawer&lt;/b&gt;</source>
            <translation>&lt;b&gt;कैश ड्रॉअर में अपेक्षित&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>गिना गया</translation>
        </message>
        <message>
            <source>&lt;b&gt;Difference&lt;/b&gt;</source>
            <translation>&lt;b&gt;अंतर&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Cash of sales not yet answered</source>
            <translation>बिना जवाब वाली बिक्री का नकद</translation>
        </message>
        <message>
            <source>Shift and drawer</source>
            <translation>शिफ़्ट और कैश ड्रॉअर</translation>
        </message>
        <message>
            <source>your name</source>
            <translation>आपका नाम</translation>
        </message>
        <message>
            <source>Clerk opening the shift</source>
            <translation>शिफ़्ट खोलने वाला कर्मचारी</translation>
        </message>
        <message>
            <source>float counted, e.g. 2000</source>
            <translation>गिना हुआ शुरुआती नकद, जैसे 2000</translation>
        </message>
        <message>
            <source>The cash counted in the drawer, in rupees, e.g. 2000</source>
            <translation>कैश ड्रॉअर में गिना हुआ नकद, रुपये में, जैसे 2000</translation>
        </message>
        <message>
            <source>&amp;Open shift</source>
            <translation>शिफ़्ट खोलें (&amp;O)</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>सिक्के</translation>
        </message>
        <message>
            <source>The coins counted, as an amount in rupees, e.g. 35.50</source>
            <translation>गिने हुए सिक्के, रुपये में राशि के रूप में, जैसे 35.50</translation>
        </message>
        <message>
            <source>who counts and closes</source>
            <translation>कौन गिनकर बंद कर रहा है</translation>
        </message>
        <message>
            <source>Counted and closed by</source>
            <translation>गिनकर बंद करने वाला</translation>
        </message>
        <message>
            <source>&amp;X report</source>
            <translation>X रिपोर्ट (&amp;X)</translation>
        </message>
        <message>
            <source>The figures so far: nothing is closed or written (Alt+X).</source>
            <translation>अब तक के आँकड़े: कुछ भी बंद या दर्ज नहीं होता (Alt+X)।</translation>
        </message>
        <message>
            <source>Print X report</source>
            <translation>X रिपोर्ट प्रिंट करें</translation>
        </message>
        <message>
            <source>The figures so far on the reports' printer: nothing is closed or written.</source>
            <translation>अब तक के आँकड़े रिपोर्ट वाले प्रिंटर पर: कुछ भी बंद या दर्ज नहीं होता।</translation>
        </message>
        <message>
            <source>&amp;Z report: close the shift</source>
            <translation>Z रिपोर्ट: शिफ़्ट बंद करें (&amp;Z)</translation>
        </message>
        <message>
            <source>Closes the shift for good: printed on the reports' printer and saved as a PDF (Alt+Z).</source>
            <translation>शिफ़्ट हमेशा के लिए बंद करता है: रिपोर्ट वाले प्रिंटर पर प्रिंट और PDF के रूप में सहेजी जाती है (Alt+Z)।</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>फ़ोल्डर खोलें</translation>
        </message>
        <message>
            <source>Open the folder of the saved Z report</source>
            <translation>सहेजी गई Z रिपोर्ट का फ़ोल्डर खोलें</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>बाकी, तरीक़े से</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawer counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;गिना गया कैश ड्रॉअर&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pieces&lt;/b&gt;</source>
            <translation>&lt;b&gt;गिनती&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Amount&lt;/b&gt;</source>
            <translation>&lt;b&gt;राशि&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Pieces of {note}</source>
            <translation>{note} के नोटों की गिनती</translation>
        </message>
        <message>
            <source>coins</source>
            <translation>सिक्के</translation>
        </message>
        <message>
            <source>&lt;b&gt;Total&lt;/b&gt;</source>
            <translation>&lt;b&gt;कुल&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Type the coins as an amount in rupees, for example 35.50.</source>
            <translation>सिक्कों को रुपये में राशि के रूप में लिखें, जैसे 35.50।</translation>
        </message>
        <message>
            <source>Saved as a PDF: {path}</source>
            <translation>PDF के रूप में सहेजा गया: {path}</translation>
        </message>
        <message>
            <source>Last Z report: no. {number}, closed by {name} {closed_at}.</source>
            <translation>आख़िरी Z रिपोर्ट: नं. {number}, {name} ने {closed_at} को बंद की।</translation>
        </message>
        <message>
            <source>No shift is open: type your name and the float you counted, then Open shift.</source>
            <translation>कोई शिफ़्ट खुली नहीं है: अपना नाम और गिना हुआ शुरुआती नकद लिखें, फिर शिफ़्ट खोलें दबाएँ।</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt;'s shift, opened {opened_at} with {amount}.</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt; की शिफ़्ट, {opened_at} को {amount} के साथ खुली।</translation>
        </message>
        <message>
            <source>Refunds still owed to customers</source>
            <translation>ग्राहकों को अभी लौटाने बाकी रिफ़ंड</translation>
        </message>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} से लिया</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER_CONTROLLER</name>
        <message>
            <source>Not closed: the shift stays open, the count typed.</source>
            <translation>बंद नहीं हुई: शिफ़्ट खुली है, लिखी हुई गिनती बनी हुई है।</translation>
        </message>
        <message>
            <source>The figures so far.</source>
            <translation>अब तक के आँकड़े।</translation>
        </message>
        <message>
            <source>X report: nothing was closed or recorded.</source>
            <translation>X रिपोर्ट: कुछ भी बंद या दर्ज नहीं हुआ।</translation>
        </message>
        <message>
            <source>X report sent to the printer; nothing was closed.</source>
            <translation>X रिपोर्ट प्रिंटर को भेजी गई; कुछ भी बंद नहीं हुआ।</translation>
        </message>
        <message>
            <source>Type who counted the drawer and closes the shift.</source>
            <translation>लिखें कि किसने कैश ड्रॉअर गिना और शिफ़्ट बंद कर रहा है।</translation>
        </message>
        <message>
            <source>Z report no. {number}: the shift is closed for good.</source>
            <translation>Z रिपोर्ट नं. {number}: शिफ़्ट हमेशा के लिए बंद हो गई।</translation>
        </message>
        <message>
            <source>{report} was not saved as a PDF at {path} ({reason}).</source>
            <translation>{report} को {path} पर PDF के रूप में सहेजा नहीं जा सका ({reason})।</translation>
        </message>
        <message>
            <source>{report} was not printed: {reason}</source>
            <translation>{report} प्रिंट नहीं हुई: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_HTML</name>
        <message>
            <source>Wallet cash</source>
            <translation>वॉलेट का कैश</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>वॉलेट का क्रेडिट</translation>
        </message>
        <message>
            <source>Shift report · {day}</source>
            <translation>शिफ़्ट रिपोर्ट · {day}</translation>
        </message>
        <message>
            <source>Amounts in {currency}. Made {moment} IST.</source>
            <translation>राशि {currency} में। बनाई गई {moment} IST।</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>कुल योग</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>वॉलेट के कैश से कटा</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>वॉलेट के क्रेडिट से कटा</translation>
        </message>
        <message>
            <source>Sales debited from the wallet</source>
            <translation>बिक्री पर वॉलेट से कटा</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>वॉलेट में जमा रिफ़ंड</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>शुद्ध</translation>
        </message>
        <message>
            <source>By module</source>
            <translation>मॉड्यूल अनुसार</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>मॉड्यूल</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>बिक्री</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>बेचा</translation>
        </message>
        <message>
            <source>Cancellations</source>
            <translation>रद्दीकरण</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>रिफ़ंड हुआ</translation>
        </message>
        <message numerus="yes">
            <source>Operations (%n)</source>
            <translation>
                <numerusform>कार्य (%n)</numerusform>
                <numerusform>कार्य (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Time</source>
            <translation>समय</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>कार्य</translation>
        </message>
        <message>
            <source>Booking · request id</source>
            <translation>बुकिंग · अनुरोध ID</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>वॉलेट का रिफ़ंड</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>लेजर</translation>
        </message>
        <message>
            <source>No sales or cancellations at this counter on this day.</source>
            <translation>इस दिन इस काउंटर पर कोई बिक्री या रद्दीकरण नहीं।</translation>
        </message>
        <message>
            <source>Checked against the wallet's ledger</source>
            <translation>वॉलेट के लेजर से जाँचा गया</translation>
        </message>
        <message numerus="yes">
            <source>The wallet listed its latest %n ledger journal(s);</source>
            <translation>
                <numerusform>वॉलेट ने अपना नवीनतम %n लेजर जर्नल दिखाया;</numerusform>
                <numerusform>वॉलेट ने अपने नवीनतम %n लेजर जर्नल दिखाए;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatch(es).</source>
            <translation>
                <numerusform>%n बेमेल।</numerusform>
                <numerusform>%n बेमेल।</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger journals of this day that this counter has no record of (another counter of the agency?):</source>
            <translation>इस दिन के लेजर जर्नल जिनका इस काउंटर पर कोई रिकॉर्ड नहीं (एजेंसी का कोई और काउंटर?):</translation>
        </message>
        <message numerus="yes">
            <source>E-invoices waiting (%n)</source>
            <translation>
                <numerusform>प्रतीक्षा में ई-इनवॉइस (%n)</numerusform>
                <numerusform>प्रतीक्षा में ई-इनवॉइस (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The wallet&apos;s net</source>
            <translation>वॉलेट का शुद्ध</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_LINES_MODEL</name>
        <message>
            <source>Wallet cash</source>
            <translation>वॉलेट का कैश</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>वॉलेट का क्रेडिट</translation>
        </message>
        <message>
            <source>The request's identifier and its ledger journal's, as the service has them</source>
            <translation>अनुरोध की ID और उसके लेजर जर्नल की ID, जैसी सेवा के पास हैं</translation>
        </message>
        <message>
            <source>For support</source>
            <translation>सपोर्ट के लिए</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>समय</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>कार्रवाई</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>मॉड्यूल</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>बुकिंग संदर्भ</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>वॉलेट का रिफ़ंड</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>लेजर</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_CONTROLLER</name>
        <message>
            <source>The wallet's ledger could not be read, so the agency day close was not made: see the message above, then try again.</source>
            <translation>वॉलेट का लेजर पढ़ा नहीं जा सका, इसलिए एजेंसी की दिन समाप्ति नहीं बनी: ऊपर का संदेश देखें, फिर दोबारा कोशिश करें।</translation>
        </message>
        <message>
            <source>The wallet's ledger could not be read, so the report was not made: see the message above, then press F5 again.</source>
            <translation>वॉलेट का लेजर पढ़ा नहीं जा सका, इसलिए रिपोर्ट नहीं बनी: ऊपर का संदेश देखें, फिर F5 दोबारा दबाएँ।</translation>
        </message>
        <message>
            <source>Shift report {day}</source>
            <translation>शिफ़्ट रिपोर्ट {day}</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>शिफ़्ट रिपोर्ट</translation>
        </message>
        <message>
            <source>The report could not be printed ({reason}).</source>
            <translation>रिपोर्ट प्रिंट नहीं हो सकी ({reason})।</translation>
        </message>
        <message>
            <source>The report was sent to the printer.</source>
            <translation>रिपोर्ट प्रिंटर को भेज दी गई।</translation>
        </message>
        <message>
            <source>The report could not be saved to {path} ({reason}). Choose another folder.</source>
            <translation>रिपोर्ट {path} में सहेजी नहीं जा सकी ({reason})। कोई दूसरा फ़ोल्डर चुनें।</translation>
        </message>
        <message>
            <source>Saved {path}.</source>
            <translation>{path} सहेजा गया।</translation>
        </message>
        <message>
            <source>The agency</source>
            <translation>एजेंसी</translation>
        </message>
        <message>
            <source>{month} {year}: {state}</source>
            <translation>{month} {year}: {state}</translation>
        </message>
        <message>
            <source>{month} {year} is closed: its exports' digests are kept with the close.</source>
            <translation>{month} {year} बंद हो गया: इसके एक्सपोर्ट के डाइजेस्ट बंद करने के रिकॉर्ड के साथ रखे गए हैं।</translation>
        </message>
        <message>
            <source>{month} {year} is re-opened.</source>
            <translation>{month} {year} फिर से खोला गया।</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_SCREEN</name>
        <message>
            <source>Operations, charts or the drawer of the day</source>
            <translation>दिन के लेन-देन, चार्ट या ड्रॉअर</translation>
        </message>
        <message>
            <source>This counter</source>
            <translation>यह काउंटर</translation>
        </message>
        <message>
            <source>C&amp;harts</source>
            <translation>चार्ट (&amp;H)</translation>
        </message>
        <message>
            <source>Dra&amp;wer</source>
            <translation>ड्रॉअर (&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Operations</source>
            <translation>लेन-देन (&amp;O)</translation>
        </message>
        <message>
            <source>Make report</source>
            <translation>रिपोर्ट बनाएँ</translation>
        </message>
        <message>
            <source>Make the report of the day (F5)</source>
            <translation>दिन की रिपोर्ट बनाएँ (F5)</translation>
        </message>
        <message>
            <source>Save &amp;PDF…</source>
            <translation>PDF सहेजें… (&amp;P)</translation>
        </message>
        <message>
            <source>Save &amp;CSV…</source>
            <translation>CSV सहेजें… (&amp;C)</translation>
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation>प्रिंट करें… (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>एजेंसी दिन समाप्ति (&amp;A)</translation>
        </message>
        <message>
            <source>Every counter's sales, refunds and Z reports of the day, checked together against the wallet's ledger</source>
            <translation>दिन की हर काउंटर की बिक्री, रिफ़ंड और Z रिपोर्ट, वॉलेट के लेजर से एक साथ जाँची गई</translation>
        </message>
        <message>
            <source>&amp;Unresolved at all counters…</source>
            <translation>सभी काउंटरों पर अनसुलझे… (&amp;U)</translation>
        </message>
        <message>
            <source>Supervisor: every counter's unresolved sales and drafts</source>
            <translation>सुपरवाइज़र: हर काउंटर की अनसुलझी बिक्री और ड्राफ़्ट</translation>
        </message>
        <message>
            <source>The report of the chosen day is made on arrival; F5 makes it again.</source>
            <translation>चुने गए दिन की रिपोर्ट स्क्रीन खुलते ही बनती है; F5 से फिर बनती है।</translation>
        </message>
        <message>
            <source>Operations of the day</source>
            <translation>दिन की कार्रवाइयाँ</translation>
        </message>
        <message>
            <source>No bookings on this day yet.</source>
            <translation>इस दिन अभी कोई बुकिंग नहीं।</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Shift report&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;शिफ़्ट रिपोर्ट&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Making the report of {day}…</source>
            <translation>{day} की रिपोर्ट बन रही है…</translation>
        </message>
        <message>
            <source>Making the agency day close of {day}…</source>
            <translation>{day} की एजेंसी दिन समाप्ति बन रही है…</translation>
        </message>
        <message>
            <source>Save the shift report</source>
            <translation>शिफ़्ट रिपोर्ट सहेजें</translation>
        </message>
        <message numerus="yes">
            <source>{day} · {counter} · %n operations. Amounts in {currency}.</source>
            <translation>
                <numerusform>{day} · {counter} · %n कार्रवाई। राशि {currency} में।</numerusform>
                <numerusform>{day} · {counter} · %n कार्रवाइयाँ। राशि {currency} में।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n operations disagree with the wallet's ledger: {which}</source>
            <translation>
                <numerusform>%n कार्रवाई वॉलेट के लेजर से मेल नहीं खाती: {which}</numerusform>
                <numerusform>%n कार्रवाइयाँ वॉलेट के लेजर से मेल नहीं खातीं: {which}</numerusform>
            </translation>
        </message>
        <message>
            <source>Each sale and refund recorded here matches the wallet's ledger; the ledger holds more, named below.</source>
            <translation>यहाँ दर्ज हर बिक्री और रिफ़ंड वॉलेट के लेजर से मेल खाता है; लेजर में इससे ज़्यादा है, नीचे बताया गया है।</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's last %n ledger entries match the sales and refunds recorded here.</source>
            <translation>
                <numerusform>वॉलेट की अंतिम %n लेजर प्रविष्टि यहाँ दर्ज बिक्री और रिफ़ंड से मेल खाती है।</numerusform>
                <numerusform>वॉलेट की अंतिम %n लेजर प्रविष्टियाँ यहाँ दर्ज बिक्री और रिफ़ंड से मेल खाती हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST एक्सपोर्ट (&amp;G)…</translation>
        </message>
        <message>
            <source>This counter's invoices and credit notes of a day, a month or a range, for the accountant: sales register, GSTR-1 summaries, Tally XML</source>
            <translation>इस काउंटर के एक दिन, एक महीने या कुछ दिनों के बीजक और क्रेडिट नोट, अकाउंटेंट के लिए: बिक्री रजिस्टर, GSTR-1 सारांश, Tally XML</translation>
        </message>
        <message>
            <source>Agency GST e&amp;xport…</source>
            <translation>एजेंसी GST एक्सपोर्ट (&amp;X)…</translation>
        </message>
        <message>
            <source>Every counter's invoices and credit notes of a day, a month or a range, from the agency store: one sales register, GSTR-1 summaries and Tally XML</source>
            <translation>एजेंसी स्टोर से हर काउंटर के एक दिन, एक महीने या कुछ दिनों के बीजक और क्रेडिट नोट: एक ही बिक्री रजिस्टर, GSTR-1 सारांश और Tally XML</translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>अकाउंटेंट के लिए GST एक्सपोर्ट</translation>
        </message>
        <message>
            <source>GST export of the whole agency</source>
            <translation>पूरी एजेंसी का GST एक्सपोर्ट</translation>
        </message>
        <message>
            <source>E-&amp;invoices…</source>
            <translation>ई-इनवॉइस (&amp;I)…</translation>
        </message>
        <message>
            <source>B2B invoices and credit notes for the portal (IRN): export, import its answer</source>
            <translation>पोर्टल (IRN) के लिए B2B बीजक और क्रेडिट नोट: निर्यात करें, उसका जवाब आयात करें</translation>
        </message>
        <message>
            <source>&amp;Bank statement</source>
            <translation>बैंक स्टेटमेंट (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Trial balance</source>
            <translation>ट्रायल बैलेंस (&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CLOSE</name>
        <message numerus="yes">
            <source>The agency store's records do not hold together: %n record(s) were changed or removed after they arrived, or their amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</source>
            <translation>
                <numerusform>एजेंसी स्टोर के रिकॉर्ड आपस में मेल नहीं खाते: %n रिकॉर्ड पहुँचने के बाद बदला या हटाया गया, या उसकी रकम का जोड़ नहीं मिलता। काउंटरों की जर्नल में बिक्री सुरक्षित है; एजेंसी एडमिनिस्ट्रेटर इसकी जाँच करें।</numerusform>
                <numerusform>एजेंसी स्टोर के रिकॉर्ड आपस में मेल नहीं खाते: %n रिकॉर्ड पहुँचने के बाद बदले या हटाए गए, या उनकी रकम का जोड़ नहीं मिलता। काउंटरों की जर्नल में बिक्री सुरक्षित है; एजेंसी एडमिनिस्ट्रेटर इसकी जाँच करें।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{counter}&lt;/b&gt; %n sales: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</source>
            <translation>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n बिक्री: वॉलेट ने {paid} चुकाए, वॉलेट को {back} वापस मिले; ग्राहकों का पैसा: {tenders}; ड्रॉअर में {drawer} है</numerusform>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n बिक्री: वॉलेट ने {paid} चुकाए, वॉलेट को {back} वापस मिले; ग्राहकों का पैसा: {tenders}; ड्रॉअर में {drawer} है</numerusform>
            </translation>
        </message>
        <message>
            <source>{tender} taken {taken}, given back {given}, net {net}</source>
            <translation>{tender} से लिया {taken}, लौटाया {given}, शुद्ध {net}</translation>
        </message>
        <message>
            <source>Z reports of every counter</source>
            <translation>हर काउंटर की Z रिपोर्ट</translation>
        </message>
        <message>
            <source>No counter has closed a shift (Z report) on this day.</source>
            <translation>इस दिन किसी काउंटर ने शिफ़्ट बंद नहीं की (Z रिपोर्ट)।</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawers: every counter's Z reports of the day&lt;/b&gt;</source>
            <translation>&lt;b&gt;कैश ड्रॉअर: दिन की हर काउंटर की Z रिपोर्ट&lt;/b&gt;</translation>
        </message>
        <message>
            <source>By counter: no sales or refunds on this day</source>
            <translation>काउंटर अनुसार: इस दिन कोई बिक्री या रिफ़ंड नहीं</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… और %n बाकी।</numerusform>
                <numerusform>… और %n बाकी।</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawers expected {expected}, counted differ by {difference}</source>
            <translation>कैश ड्रॉअर में अपेक्षित {expected}, गिनती में अंतर {difference}</translation>
        </message>
        <message>
            <source>Drawers expected {expected}</source>
            <translation>कैश ड्रॉअर में अपेक्षित {expected}</translation>
        </message>
        <message>
            <source>By counter: {parts}</source>
            <translation>काउंटर अनुसार: {parts}</translation>
        </message>
        <message>
            <source>{counted}. Not every record has reached the agency store ({waiting}): the close is not final until they do.</source>
            <translation>{counted}। सभी रिकॉर्ड एजेंसी स्टोर तक नहीं पहुँचे ({waiting}): उनके पहुँचने तक समाप्ति अंतिम नहीं है।</translation>
        </message>
        <message numerus="yes">
            <source>{counted}. Every record of the %n counters has reached the agency store.</source>
            <translation>
                <numerusform>{counted}। %n काउंटर का हर रिकॉर्ड एजेंसी स्टोर तक पहुँच गया है।</numerusform>
                <numerusform>{counted}। %n काउंटरों का हर रिकॉर्ड एजेंसी स्टोर तक पहुँच गया है।</numerusform>
            </translation>
        </message>
        <message>
            <source>{counter}: {count} missing</source>
            <translation>{counter}: {count} गायब</translation>
        </message>
        <message>
            <source>&lt;b&gt;{counter}&lt;/b&gt; proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>&lt;b&gt;{counter}&lt;/b&gt; पक्का {proved}, अभी नहीं {not_yet}, संदिग्ध {questioned}, ग्राहक पर बाकी {still_owed}, बट्टे खाते में {written_off}</translation>
        </message>
        <message>
            <source>UPI and bank against the statements: {parts}</source>
            <translation>स्टेटमेंट से मिलान में UPI और बैंक: {parts}</translation>
        </message>
        <message>
            <source>{takings}; refunds to customers proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>{takings}; ग्राहकों को रिफ़ंड पक्का {proved}, अभी नहीं {not_yet}, संदिग्ध {questioned}, बाकी {still_owed}, बट्टे खाते में {written_off}</translation>
        </message>
        <message>
            <source>Counter {counter}'s books, checked {at}:</source>
            <translation>काउंटर {counter} का बही-खाता, {at} को जाँचा गया:</translation>
        </message>
        <message>
            <source>Counter {counter}'s books as they stood at {at}, against the agency store's copy of its events:</source>
            <translation>काउंटर {counter} का बही-खाता, जैसा {at} को था, एजेंसी स्टोर में उसके लेन-देनों की प्रति से मिलाकर:</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_TOTALS</name>
        <message>
            <source>&lt;b&gt;Sales&lt;/b&gt;</source>
            <translation>&lt;b&gt;बिक्री&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sold&lt;/b&gt;</source>
            <translation>&lt;b&gt;बिकी राशि&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cancellations&lt;/b&gt;</source>
            <translation>&lt;b&gt;रद्दीकरण&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Refunded&lt;/b&gt;</source>
            <translation>&lt;b&gt;रिफ़ंड किया&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net&lt;/b&gt;</source>
            <translation>&lt;b&gt;शुद्ध&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>वॉलेट के कैश से कटा</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>वॉलेट के क्रेडिट से कटा</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sales debited from the wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;बिक्री पर वॉलेट से कटा&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>वॉलेट में जमा रिफ़ंड</translation>
        </message>
        <message>
            <source>&lt;b&gt;The wallet&apos;s net&lt;/b&gt;</source>
            <translation>&lt;b&gt;वॉलेट का शुद्ध&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>SLOTS_MODEL</name>
        <message>
            <source>Sold out</source>
            <translation>सब बिक गया</translation>
        </message>
        <message>
            <source>Not bookable</source>
            <translation>बुक नहीं हो सकता</translation>
        </message>
        <message>
            <source>Cut-off passed ({minutes} min before the start)</source>
            <translation>अंतिम समय निकल गया (शुरू होने से {minutes} मिनट पहले)</translation>
        </message>
        <message>
            <source>Slot</source>
            <translation>स्लॉट</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>समय</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>बची सीटें</translation>
        </message>
        <message>
            <source>Net / person</source>
            <translation>शुद्ध / व्यक्ति</translation>
        </message>
        <message>
            <source>What the agency pays per person, before fare GST</source>
            <translation>एजेंसी प्रति व्यक्ति जो भुगतान करती है, किराये के GST से पहले</translation>
        </message>
    </context>
    <context>
        <name>SLOT_PICKER</name>
        <message>
            <source>Book this slot</source>
            <translation>यह स्लॉट बुक करें</translation>
        </message>
        <message>
            <source>Slots on the travel date</source>
            <translation>यात्रा की तारीख पर स्लॉट</translation>
        </message>
    </context>
    <context>
        <name>START_PAINT</name>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>स्थान</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>प्रति व्यक्ति, GST सहित</translation>
        </message>
    </context>
    <context>
        <name>SUPERVISOR_PIN_SETTINGS</name>
        <message>
            <source>The two PINs differ: type the same PIN twice.</source>
            <translation>दोनों PIN अलग हैं: एक ही PIN दो बार लिखें।</translation>
        </message>
        <message>
            <source>No PIN is set yet.</source>
            <translation>अभी कोई PIN सेट नहीं है।</translation>
        </message>
        <message>
            <source>A PIN is set; type a new one to replace it.</source>
            <translation>PIN सेट है; बदलने के लिए नया लिखें।</translation>
        </message>
        <message>
            <source>The PIN is locked after too many wrong tries: set it again to unlock it.</source>
            <translation>बहुत बार गलत कोशिश के बाद PIN बंद है: खोलने के लिए इसे फिर से सेट करें।</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>नया PIN दोबारा</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>नया PIN</translation>
        </message>
        <message>
            <source>The same PIN once more</source>
            <translation>वही PIN एक बार और</translation>
        </message>
        <message>
            <source>{least} to {most} digits, or a passphrase of {phrase} characters or more</source>
            <translation>{least} से {most} अंक, या {phrase} या अधिक अक्षरों का पासफ़्रेज़</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>सुपरवाइज़र PIN</translation>
        </message>
        <message>
            <source>The API key of the service in use, as its holder has it</source>
            <translation>सेवा की चालू API कुंजी, जैसी उसके धारक के पास है</translation>
        </message>
        <message>
            <source>API key in use</source>
            <translation>चालू API कुंजी</translation>
        </message>
        <message>
            <source>Only the person who holds the API key sets it, with the key in use typed below.</source>
            <translation>इसे सिर्फ़ वही सेट करता है जिसके पास API कुंजी है, नीचे चालू कुंजी लिखकर।</translation>
        </message>
        <message>
            <source>Setting the supervisor PIN needs the API key in use, typed on this page.</source>
            <translation>सुपरवाइज़र PIN सेट करने के लिए इसी पेज पर चालू API कुंजी लिखें।</translation>
        </message>
        <message>
            <source>In training the key in use is the training sandbox's own, no secret: {key}</source>
            <translation>ट्रेनिंग में इस्तेमाल हो रही कुंजी ट्रेनिंग सैंडबॉक्स की अपनी है, कोई रहस्य नहीं: {key}</translation>
        </message>
    </context>
    <context>
        <name>SUPPORT_DETAILS</name>
        <message>
            <source>The service's own ids of each line, as its support desk asks</source>
            <translation>हर पंक्ति की सेवा वाली ID, जैसी उसका सपोर्ट डेस्क माँगता है</translation>
        </message>
        <message>
            <source>Show &amp;details for support</source>
            <translation>सपोर्ट के लिए ब्योरा दिखाएँ (&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>TAX_PRINT</name>
        <message>
            <source>Refund due</source>
            <translation>देय रिफ़ंड</translation>
        </message>
        <message>
            <source>Given now by {tender}</source>
            <translation>अभी {tender} से दिया</translation>
        </message>
        <message>
            <source>Still owed</source>
            <translation>अभी भी देना बाकी</translation>
        </message>
        <message>
            <source>Refund Slip</source>
            <translation>रिफ़ंड पर्ची</translation>
        </message>
        <message>
            <source>Refund slip no.</source>
            <translation>रिफ़ंड पर्ची सं.</translation>
        </message>
        <message>
            <source>Not a GST document: the price paid on your behalf as a pure agent, given back</source>
            <translation>GST दस्तावेज़ नहीं: शुद्ध एजेंट के रूप में आपकी ओर से चुकाई गई कीमत, वापस दी गई</translation>
        </message>
        <message>
            <source>Credit Note</source>
            <translation>क्रेडिट नोट</translation>
        </message>
        <message>
            <source>Bill of Supply</source>
            <translation>बिल ऑफ़ सप्लाई</translation>
        </message>
        <message>
            <source>Tax Invoice</source>
            <translation>कर बीजक (टैक्स इनवॉइस)</translation>
        </message>
        <message>
            <source>{state} ({code})</source>
            <translation>{state} ({code})</translation>
        </message>
        <message>
            <source>Credit note no.</source>
            <translation>क्रेडिट नोट सं.</translation>
        </message>
        <message>
            <source>Invoice no.</source>
            <translation>बीजक सं.</translation>
        </message>
        <message>
            <source>Supplier's state: {state}</source>
            <translation>आपूर्तिकर्ता का राज्य: {state}</translation>
        </message>
        <message>
            <source>Customer: {name}</source>
            <translation>ग्राहक: {name}</translation>
        </message>
        <message>
            <source>Customer's GSTIN: {gstin}</source>
            <translation>ग्राहक का GSTIN: {gstin}</translation>
        </message>
        <message>
            <source>Address: {address}</source>
            <translation>पता: {address}</translation>
        </message>
        <message>
            <source>Customer's state: {state}</source>
            <translation>ग्राहक का राज्य: {state}</translation>
        </message>
        <message>
            <source>Place of supply: {state}</source>
            <translation>आपूर्ति का स्थान: {state}</translation>
        </message>
        <message>
            <source>Against invoice {number} of {date}</source>
            <translation>{date} के बीजक {number} के विरुद्ध</translation>
        </message>
        <message>
            <source>Reverse charge: No</source>
            <translation>रिवर्स चार्ज: नहीं</translation>
        </message>
        <message>
            <source>In words: {words}</source>
            <translation>शब्दों में: {words}</translation>
        </message>
        <message>
            <source>Taxable value</source>
            <translation>कर-योग्य मूल्य</translation>
        </message>
        <message>
            <source>Not taxable</source>
            <translation>कर-योग्य नहीं</translation>
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
            <translation>कृते {name}</translation>
        </message>
        <message>
            <source>Authorised signatory</source>
            <translation>अधिकृत हस्ताक्षरकर्ता</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>दिनांक</translation>
        </message>
        <message>
            <source>SAC {sac}, taxable at {rate}</source>
            <translation>SAC {sac}, {rate} पर कर-योग्य</translation>
        </message>
        <message>
            <source>SAC</source>
            <translation>SAC</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>विवरण</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>दर</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>राशि</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>कुल</translation>
        </message>
        <message>
            <source>IRN: {irn}</source>
            <translation>IRN: {irn}</translation>
        </message>
        <message>
            <source>Ack no.: {number}</source>
            <translation>पावती सं. (Ack no.): {number}</translation>
        </message>
        <message>
            <source>Ack date: {moment}</source>
            <translation>पावती तिथि (Ack date): {moment}</translation>
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
            <translation>नकद</translation>
        </message>
        <message>
            <source>&amp;Cash: part, tendered</source>
            <translation>नकद (&amp;C): हिस्सा, दिया गया</translation>
        </message>
        <message>
            <source>UPI</source>
            <translation>UPI</translation>
        </message>
        <message>
            <source>&amp;UPI: amount, reference</source>
            <translation>UPI (&amp;U): राशि, संदर्भ</translation>
        </message>
        <message>
            <source>UPI transaction reference</source>
            <translation>UPI लेन-देन संदर्भ</translation>
        </message>
        <message>
            <source>transaction reference</source>
            <translation>लेन-देन संदर्भ</translation>
        </message>
        <message>
            <source>Type the UPI transaction reference (6 to 35 letters or digits) from the customer's or the terminal's screen.</source>
            <translation>ग्राहक या टर्मिनल की स्क्रीन से UPI लेन-देन संदर्भ (6 से 35 अक्षर या अंक) टाइप करें।</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>कार्ड</translation>
        </message>
        <message>
            <source>Card reversal</source>
            <translation>कार्ड रिवर्सल</translation>
        </message>
        <message>
            <source>Car&amp;d: amount, last 4, approval</source>
            <translation>कार्ड (&amp;D): राशि, आख़िरी 4, अनुमोदन</translation>
        </message>
        <message>
            <source>Card's last 4 digits</source>
            <translation>कार्ड के आख़िरी 4 अंक</translation>
        </message>
        <message>
            <source>last 4</source>
            <translation>आख़िरी 4</translation>
        </message>
        <message>
            <source>Type the last 4 digits of the card, digits only.</source>
            <translation>कार्ड के अंतिम 4 अंक टाइप करें, केवल अंक।</translation>
        </message>
        <message>
            <source>Card approval code</source>
            <translation>कार्ड अनुमोदन कोड</translation>
        </message>
        <message>
            <source>approval code</source>
            <translation>अनुमोदन कोड</translation>
        </message>
        <message>
            <source>Type the approval code printed on the terminal's slip (4 to 12 letters or digits).</source>
            <translation>टर्मिनल की पर्ची पर छपा अनुमोदन कोड (4 से 12 अक्षर या अंक) टाइप करें।</translation>
        </message>
        <message>
            <source>Bank transfer</source>
            <translation>बैंक ट्रांसफ़र</translation>
        </message>
        <message>
            <source>Ban&amp;k transfer: amount, UTR</source>
            <translation>बैंक ट्रांसफ़र (&amp;K): राशि, UTR</translation>
        </message>
        <message>
            <source>Bank transfer UTR</source>
            <translation>बैंक ट्रांसफ़र का UTR</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Type the transfer's UTR (12 to 22 letters or digits) from the customer's bank advice or the agency's account statement.</source>
            <translation>ग्राहक की बैंक सूचना या एजेंसी के खाते के विवरण से ट्रांसफ़र का UTR (12 से 22 अक्षर या अंक) टाइप करें।</translation>
        </message>
    </context>
    <context>
        <name>THEME_CHOICE</name>
        <message>
            <source>As the system (default)</source>
            <translation>सिस्टम के अनुसार (डिफ़ॉल्ट)</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>हल्की</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>गहरी</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>हाई कॉन्ट्रास्ट</translation>
        </message>
        <message>
            <source>The colours of every screen; a choice applies at once.</source>
            <translation>हर स्क्रीन के रंग; चुनते ही लागू होते हैं।</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>थीम</translation>
        </message>
        <message>
            <source>Applies at once, kept for this counter.</source>
            <translation>तुरंत लागू होती है, इस काउंटर के लिए सहेजी जाती है।</translation>
        </message>
    </context>
    <context>
        <name>TILL_FIGURES</name>
        <message>
            <source>The wallet pays</source>
            <translation>वॉलेट से कटेगा</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>एजेंसी का मार्जिन</translation>
        </message>
        <message>
            <source>{amount} (below cost)</source>
            <translation>{amount} (लागत से कम)</translation>
        </message>
        <message>
            <source>The agency&apos;s figures (not for the customer)</source>
            <translation>एजेंसी के आँकड़े (ग्राहक के लिए नहीं)</translation>
        </message>
        <message>
            <source>The customer pays {amount} less than the wallet: a supervisor must approve this price when you confirm.</source>
            <translation>ग्राहक वॉलेट से {amount} कम देता है: पुष्टि करते समय सुपरवाइज़र को यह कीमत मंज़ूर करनी होगी।</translation>
        </message>
    </context>
    <context>
        <name>TILL_SETTINGS</name>
        <message>
            <source>Drawer difference allowed</source>
            <translation>ड्रॉअर में छूट वाला अंतर</translation>
        </message>
        <message>
            <source>A drawer off by more than this at the Z report needs a reason and a supervisor's PIN. A supervisor's PIN changes it.</source>
            <translation>Z रिपोर्ट के समय ड्रॉअर में इससे ज़्यादा अंतर हो तो कारण और सुपरवाइज़र का PIN चाहिए। इसे बदलने के लिए भी सुपरवाइज़र का PIN चाहिए।</translation>
        </message>
        <message>
            <source> rupees over or short</source>
            <translation> रुपये ज़्यादा या कम</translation>
        </message>
        <message>
            <source>e.g. Front desk 2 (blank: the counter code)</source>
            <translation>जैसे फ़्रंट डेस्क 2 (खाली: काउंटर कोड)</translation>
        </message>
        <message>
            <source>Keep ID numbers and scans</source>
            <translation>ID नंबर और स्कैन रखें</translation>
        </message>
        <message>
            <source>Passengers' ID numbers and scans are erased after this; names, contacts and amounts stay with the invoice. A supervisor's PIN changes it.</source>
            <translation>इसके बाद यात्रियों के ID नंबर और स्कैन मिटा दिए जाते हैं; नाम, संपर्क और रकम इनवॉइस के साथ रहते हैं। इसे सुपरवाइज़र के PIN से ही बदला जा सकता है।</translation>
        </message>
        <message>
            <source> days after the trip</source>
            <translation> दिन, यात्रा के बाद</translation>
        </message>
        <message>
            <source>No rounding</source>
            <translation>राउंड न करें</translation>
        </message>
        <message numerus="yes">
            <source>To %n rupee(s)</source>
            <translation>
                <numerusform>%n रुपये तक</numerusform>
                <numerusform>%n रुपये तक</numerusform>
            </translation>
        </message>
        <message>
            <source>Boat markup</source>
            <translation>नाव यात्रा मार्कअप</translation>
        </message>
        <message>
            <source>Activity markup</source>
            <translation>गतिविधि मार्कअप</translation>
        </message>
        <message>
            <source>The boat markup must be numbers (a % and an amount per seat).</source>
            <translation>नाव यात्रा मार्कअप संख्याओं में होना चाहिए (एक % और प्रति सीट राशि)।</translation>
        </message>
        <message>
            <source>The activity markup must be numbers (a % and an amount per seat).</source>
            <translation>गतिविधि मार्कअप संख्याओं में होना चाहिए (एक % और प्रति सीट राशि)।</translation>
        </message>
        <message>
            <source>Till: agency, counter, prices</source>
            <translation>टिल: एजेंसी, काउंटर, कीमतें</translation>
        </message>
        <message>
            <source>The name the shift report gives this counter.</source>
            <translation>शिफ़्ट रिपोर्ट में इस काउंटर का नाम।</translation>
        </message>
        <message>
            <source>A refund gives the service charge back too</source>
            <translation>रिफ़ंड में सेवा शुल्क भी लौटाया जाता है</translation>
        </message>
        <message>
            <source>Agency name</source>
            <translation>एजेंसी का नाम</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>पता</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>फ़ोन</translation>
        </message>
        <message>
            <source>GSTIN</source>
            <translation>GSTIN</translation>
        </message>
        <message>
            <source>Counter code</source>
            <translation>काउंटर कोड</translation>
        </message>
        <message>
            <source>Counter name</source>
            <translation>काउंटर का नाम</translation>
        </message>
        <message>
            <source>0 %</source>
            <translation>0 %</translation>
        </message>
        <message>
            <source>{markup}, percent</source>
            <translation>{markup}, प्रतिशत</translation>
        </message>
        <message>
            <source>0.00 per seat</source>
            <translation>0.00 प्रति सीट</translation>
        </message>
        <message>
            <source>{markup}, amount per seat</source>
            <translation>{markup}, प्रति सीट राशि</translation>
        </message>
        <message>
            <source>% and</source>
            <translation>% और</translation>
        </message>
        <message>
            <source>per seat</source>
            <translation>प्रति सीट</translation>
        </message>
        <message>
            <source>A negative markup is a discount.</source>
            <translation>ऋणात्मक मार्कअप छूट है।</translation>
        </message>
        <message>
            <source>Round the total</source>
            <translation>कुल राशि राउंड करें</translation>
        </message>
        <message>
            <source>An operator's cancellation gives the service charge back too</source>
            <translation>ऑपरेटर के रद्द करने पर सेवा शुल्क भी लौटाया जाता है</translation>
        </message>
        <message>
            <source>owner@example.in</source>
            <translation>owner@example.in</translation>
        </message>
        <message>
            <source>Each Z report&apos;s heads are mailed here, a witness of this counter&apos;s records outside this computer. A supervisor&apos;s PIN changes it.</source>
            <translation>हर Z रिपोर्ट के हेड यहाँ ई-मेल होते हैं: इस काउंटर के रिकॉर्ड का इस कंप्यूटर के बाहर एक गवाह। इसे सुपरवाइज़र का PIN बदलता है।</translation>
        </message>
        <message>
            <source>Owner&apos;s address for the Z heads</source>
            <translation>Z हेड के लिए मालिक का पता</translation>
        </message>
    </context>
    <context>
        <name>TILL_WORDS</name>
        <message>
            <source>Excess owed back to {customer}: {currency} {amount} ({booking}, paid over, accepted {when}).</source>
            <translation>{customer} को लौटानी अतिरिक्त राशि: {currency} {amount} ({booking}, ज़्यादा भुगतान, {when} को स्वीकार)।</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then pay back.</source>
            <translation>कोई शिफ़्ट खुली नहीं है: शिफ़्ट रिपोर्ट स्क्रीन (Ctrl+7) पर एक शिफ़्ट खोलें, फिर लौटाएँ।</translation>
        </message>
        <message>
            <source>This excess is not owed any more: it was paid back already.</source>
            <translation>यह अतिरिक्त राशि अब बकाया नहीं है: यह पहले ही लौटाई जा चुकी है।</translation>
        </message>
        <message>
            <source>An excess goes back by UPI, bank transfer or cash (in whole rupees: 0.50 or more), never by card.</source>
            <translation>अतिरिक्त राशि UPI, बैंक ट्रांसफ़र या नकद (पूरे रुपयों में: 0.50 या ज़्यादा) से लौटती है, कार्ड से कभी नहीं।</translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s) owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n रिफ़ंड बकाया: {currency} {amount}</numerusform>
                <numerusform>%n रिफ़ंड बकाया: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n excess(es) owed to customers: {currency} {amount}</source>
            <translation>
                <numerusform>ग्राहक को लौटानी %n अतिरिक्त राशि: {currency} {amount}</numerusform>
                <numerusform>ग्राहकों को लौटानी %n अतिरिक्त राशियाँ: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refunds and excesses owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n रिफ़ंड और अतिरिक्त राशियाँ बकाया: {currency} {amount}</numerusform>
                <numerusform>%n रिफ़ंड और अतिरिक्त राशियाँ बकाया: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already ({earlier}). No approval lifts this.</source>
            <translation>{booking} पर {mode} से ज़्यादा से ज़्यादा {left} वापस हो सकते हैं: ग्राहक ने इस तरीके से {paid} दिए थे और {given} पहले ही लौटाए जा चुके हैं ({earlier})। कोई मंज़ूरी इस सीमा को नहीं बढ़ा सकती।</translation>
        </message>
        <message>
            <source>{amount} on {when}, given by {clerk}</source>
            <translation>{amount}, {when} को, {clerk} ने दिए</translation>
        </message>
        <message>
            <source>Type the name of the clerk who opens the shift.</source>
            <translation>शिफ़्ट खोलने वाले कर्मचारी का नाम टाइप करें।</translation>
        </message>
        <message>
            <source>The opening float cannot be negative.</source>
            <translation>शुरुआती नकद ऋणात्मक नहीं हो सकता।</translation>
        </message>
        <message>
            <source>{clerk}'s shift opened {opened} is still open: close it with its Z report first (a supervisor may close it).</source>
            <translation>{clerk} की शिफ़्ट, जो {opened} को खुली थी, अभी भी खुली है: पहले उसे उसकी Z रिपोर्ट के साथ बंद करें (सुपरवाइज़र उसे बंद कर सकता है)।</translation>
        </message>
        <message>
            <source>This shift is closed already; its Z report is final.</source>
            <translation>यह शिफ़्ट पहले ही बंद है; इसकी Z रिपोर्ट अंतिम है।</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: a supervisor must approve closing it.</source>
            <translation>यह {clerk} की शिफ़्ट है: इसे बंद करने के लिए सुपरवाइज़र की मंज़ूरी चाहिए।</translation>
        </message>
        <message>
            <source>The refund must be an amount of zero or more, in rupees and paise.</source>
            <translation>रिफ़ंड शून्य या उससे अधिक राशि होनी चाहिए, रुपये और पैसे में।</translation>
        </message>
        <message>
            <source>The rule gives back {amount}: more than that needs a supervisor.</source>
            <translation>नियम के अनुसार {amount} वापस मिलता है: इससे अधिक के लिए सुपरवाइज़र चाहिए।</translation>
        </message>
        <message>
            <source>The service has not confirmed this cancellation: refund nothing yet.</source>
            <translation>सेवा ने इस रद्दीकरण की पुष्टि नहीं की है: अभी कोई रिफ़ंड न दें।</translation>
        </message>
        <message>
            <source>No supervisor decision {number}.</source>
            <translation>सुपरवाइज़र का निर्णय {number} नहीं मिला।</translation>
        </message>
        <message>
            <source>This cancellation of {booking} was refunded already: {amount} by {mode} on {when}, given by {clerk}. Nothing more goes back for it.</source>
            <translation>{booking} के इस रद्दीकरण का रिफ़ंड पहले ही दिया जा चुका है: {amount}, {mode} से, {when} को, {clerk} ने दिया। इसके लिए अब और कुछ वापस नहीं होगा।</translation>
        </message>
        <message>
            <source>{booking} was not paid for at this till: it has no customer refund here.</source>
            <translation>{booking} का भुगतान इस काउंटर पर नहीं हुआ था: यहाँ से ग्राहक को कोई रिफ़ंड नहीं दिया जा सकता।</translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already. No approval lifts this.</source>
            <translation>{booking} पर {mode} से ज़्यादा से ज़्यादा {left} वापस हो सकता है: ग्राहक ने इस तरीके से {paid} दिया था और {given} पहले ही लौटाया जा चुका है। किसी की मंज़ूरी से यह सीमा नहीं बढ़ती।</translation>
        </message>
        <message>
            <source>Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when}).</source>
            <translation>{customer} को रिफ़ंड देना बाकी है: {currency} {amount} ({booking}, {when} को रद्द हुई)।</translation>
        </message>
        <message>
            <source>sale {receipt} (booking {booking})</source>
            <translation>बिक्री {receipt} (बुकिंग {booking})</translation>
        </message>
        <message>
            <source>a sale still waiting for the service's answer</source>
            <translation>सेवा के जवाब की प्रतीक्षा कर रही एक बिक्री</translation>
        </message>
        <message>
            <source>The {tender} reference {reference} was given already for {sale}: one transfer pays one sale.</source>
            <translation>{tender} संदर्भ {reference} पहले ही {sale} के लिए दिया जा चुका है: एक ट्रांसफ़र एक ही बिक्री का भुगतान करता है।</translation>
        </message>
        <message>
            <source>{customer} {currency} {amount}</source>
            <translation>{customer} {currency} {amount}</translation>
        </message>
        <message numerus="yes">
            <source>{named} and %n more</source>
            <translation>
                <numerusform>{named} और %n अन्य</numerusform>
                <numerusform>{named} और %n अन्य</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TRAINING</name>
        <message>
            <source>Training mode</source>
            <translation>प्रशिक्षण मोड</translation>
        </message>
        <message>
            <source>&lt;h3&gt;This counter is in training mode&lt;/h3&gt;&lt;p&gt;It sells from the &lt;b&gt;sandbox&lt;/b&gt;, a practice copy of the service built into Counterdesk: the catalogue, the wallet and the bookings are made up, and &lt;b&gt;no real money moves&lt;/b&gt;. Vouchers and receipts carry the training mark and are not valid for travel.&lt;/p&gt;&lt;p&gt;Practise freely: sell, print, cancel, close a shift. &lt;b&gt;Tools › Reset training data&lt;/b&gt; starts again with a fresh wallet and catalogue.&lt;/p&gt;&lt;p&gt;To sell for real, open &lt;b&gt;Settings&lt;/b&gt; (Ctrl+6), choose &lt;b&gt;Live&lt;/b&gt; and enter the service's address and the API key from its office. The header says SANDBOX or LIVE at all times.&lt;/p&gt;&lt;p&gt;This explanation stays under &lt;b&gt;Help › Training mode explained&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;यह काउंटर प्रशिक्षण मोड में है&lt;/h3&gt;&lt;p&gt;यह &lt;b&gt;सैंडबॉक्स&lt;/b&gt; से बेचता है, जो Counterdesk में बनी सेवा की अभ्यास प्रति है: कैटलॉग, वॉलेट और बुकिंग नकली हैं, और &lt;b&gt;कोई असली पैसा नहीं जाता&lt;/b&gt;। वाउचर और रसीदों पर प्रशिक्षण का निशान होता है और वे यात्रा के लिए मान्य नहीं हैं।&lt;/p&gt;&lt;p&gt;खुलकर अभ्यास करें: बेचें, प्रिंट करें, रद्द करें, शिफ़्ट बंद करें। &lt;b&gt;टूल्स › प्रशिक्षण डेटा रीसेट करें&lt;/b&gt; नए वॉलेट और कैटलॉग के साथ फिर से शुरू करता है।&lt;/p&gt;&lt;p&gt;असली बिक्री के लिए &lt;b&gt;सेटिंग्स&lt;/b&gt; (Ctrl+6) खोलें, &lt;b&gt;लाइव&lt;/b&gt; चुनें और सेवा का पता और उसके ऑफ़िस से मिली API key डालें। हेडर हर समय SANDBOX या LIVE दिखाता है।&lt;/p&gt;&lt;p&gt;यह जानकारी &lt;b&gt;सहायता › प्रशिक्षण मोड क्या है&lt;/b&gt; में हमेशा मिलेगी।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Skip</source>
            <translation>छोड़ें (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Got it</source>
            <translation>समझ गया (&amp;G)</translation>
        </message>
        <message>
            <source>This counter sells for real (LIVE): there is no training data to reset.</source>
            <translation>यह काउंटर असली बिक्री (LIVE) करता है: रीसेट करने के लिए कोई प्रशिक्षण डेटा नहीं है।</translation>
        </message>
        <message>
            <source>This counter trains on the sandbox at {address}: its data can be reset only there.</source>
            <translation>यह काउंटर {address} के सैंडबॉक्स पर प्रशिक्षण करता है: उसका डेटा केवल वहीं रीसेट हो सकता है।</translation>
        </message>
        <message>
            <source>Reset training data</source>
            <translation>प्रशिक्षण डेटा रीसेट करें</translation>
        </message>
        <message>
            <source>Start training again with a fresh wallet and catalogue? Every booking made in training is deleted from the sandbox. This counter's own records (history, shifts, Z reports) stay.</source>
            <translation>नए वॉलेट और कैटलॉग के साथ प्रशिक्षण फिर से शुरू करें? प्रशिक्षण में की गई हर बुकिंग सैंडबॉक्स से मिट जाएगी। इस काउंटर के अपने रिकॉर्ड (इतिहास, शिफ़्ट, Z रिपोर्ट) बने रहेंगे।</translation>
        </message>
        <message>
            <source>&amp;Reset training data</source>
            <translation>प्रशिक्षण डेटा रीसेट करें (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>रद्द करें (&amp;C)</translation>
        </message>
        <message>
            <source>Resetting the training data…</source>
            <translation>प्रशिक्षण डेटा रीसेट हो रहा है…</translation>
        </message>
        <message>
            <source>The training data could not be reset ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>प्रशिक्षण डेटा रीसेट नहीं हो सका ({reason})। ऐप फिर से शुरू करें; अगर फिर से ऐसा हो, तो लॉग फ़ाइल अपने सपोर्ट संपर्क को भेजें।</translation>
        </message>
        <message>
            <source>Training data reset: a fresh wallet and catalogue, as on the first day.</source>
            <translation>प्रशिक्षण डेटा रीसेट हो गया: पहले दिन जैसा नया वॉलेट और कैटलॉग।</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE</name>
        <message>
            <source>Counter</source>
            <translation>काउंटर</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>खाता</translation>
        </message>
        <message>
            <source>Agency&apos;s fees and margins</source>
            <translation>एजेंसी की फ़ीस और मार्जिन</translation>
        </message>
        <message>
            <source>Amounts in {currency}; each entry in the month of its day in the books.</source>
            <translation>रकम {currency} में; हर प्रविष्टि बही में अपने दिन के महीने में।</translation>
        </message>
        <message>
            <source>Bank (account not named)</source>
            <translation>बैंक (खाता नामित नहीं)</translation>
        </message>
        <message>
            <source>Bank account {number}</source>
            <translation>बैंक खाता {number}</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>बैंक शुल्क</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>बैंक ब्याज</translation>
        </message>
        <message>
            <source>Card fees (MDR)</source>
            <translation>कार्ड शुल्क (MDR)</translation>
        </message>
        <message>
            <source>Cash in the drawer</source>
            <translation>ड्रॉअर में नकद</translation>
        </message>
        <message>
            <source>Cash over or short</source>
            <translation>नकद ज़्यादा या कम</translation>
        </message>
        <message>
            <source>Closing credit</source>
            <translation>अंतिम जमा</translation>
        </message>
        <message>
            <source>Closing debit</source>
            <translation>अंतिम नामे</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>जमा</translation>
        </message>
        <message numerus="yes">
            <source>Customers (sundry), %n bookings</source>
            <translation>
                <numerusform>ग्राहक (विविध), 1 बुकिंग</numerusform>
                <numerusform>ग्राहक (विविध), %n बुकिंग</numerusform>
            </translation>
        </message>
        <message>
            <source>Debits</source>
            <translation>नामे</translation>
        </message>
        <message>
            <source>Fees and charges</source>
            <translation>फ़ीस और शुल्क</translation>
        </message>
        <message>
            <source>Input GST</source>
            <translation>इनपुट GST</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Opening credit</source>
            <translation>प्रारंभिक जमा</translation>
        </message>
        <message>
            <source>Opening debit</source>
            <translation>प्रारंभिक नामे</translation>
        </message>
        <message>
            <source>Output GST ({head})</source>
            <translation>आउटपुट GST ({head})</translation>
        </message>
        <message>
            <source>Owner&apos;s capital</source>
            <translation>मालिक की पूँजी</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s cash</source>
            <translation>पार्टनर वॉलेट का नकद</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s credit used</source>
            <translation>पार्टनर वॉलेट का उपयोग किया क्रेडिट</translation>
        </message>
        <message>
            <source>Payment apps&apos; fees</source>
            <translation>पेमेंट ऐप्स की फ़ीस</translation>
        </message>
        <message>
            <source>Rent and office expenses</source>
            <translation>किराया और दफ़्तर के खर्च</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>महीने का परिणाम</translation>
        </message>
        <message>
            <source>Revenue</source>
            <translation>आय</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>राउंड ऑफ़</translation>
        </message>
        <message>
            <source>Round off, cash over or short</source>
            <translation>राउंड ऑफ़, नकद ज़्यादा या कम</translation>
        </message>
        <message>
            <source>Service charges</source>
            <translation>सेवा शुल्क</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>कुल</translation>
        </message>
        <message>
            <source>Trial balance, {month} — {whose}</source>
            <translation>ट्रायल बैलेंस, {month} — {whose}</translation>
        </message>
        <message>
            <source>{tender} to be settled</source>
            <translation>निपटान बाकी {tender}</translation>
        </message>
        <message>
            <source>Posted this month for closed months</source>
            <translation>बंद महीनों के लिए इस महीने दर्ज</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>दिन</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>प्रविष्टि</translation>
        </message>
        <message>
            <source>Closed month</source>
            <translation>बंद महीना</translation>
        </message>
        <message>
            <source>Belonged on</source>
            <translation>जिस दिन का था</translation>
        </message>
        <message>
            <source>Corrects</source>
            <translation>किसे सुधारता है</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>बुकिंग</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>रकम</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE_PANEL</name>
        <message>
            <source>&amp;Make trial balance</source>
            <translation>ट्रायल बैलेंस बनाएँ (&amp;M)</translation>
        </message>
        <message>
            <source>Agenc&amp;y&apos;s trial balance</source>
            <translation>एजेंसी का ट्रायल बैलेंस (&amp;Y)</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>रकम</translation>
        </message>
        <message>
            <source>Each account&apos;s opening, debits, credits and closing for the month, from the books.</source>
            <translation>महीने के लिए हर खाते का प्रारंभिक शेष, नामे, जमा और अंतिम शेष, बही से।</translation>
        </message>
        <message>
            <source>Every counter&apos;s books for the month, from the agency store</source>
            <translation>महीने के लिए हर काउंटर की बही, एजेंसी स्टोर से</translation>
        </message>
        <message>
            <source>Files in</source>
            <translation>फ़ाइलें इस भाषा में</translation>
        </message>
        <message>
            <source>Language of the files</source>
            <translation>फ़ाइलों की भाषा</translation>
        </message>
        <message>
            <source>Make the trial balance of the month.</source>
            <translation>महीने का ट्रायल बैलेंस बनाएँ।</translation>
        </message>
        <message>
            <source>Reading the books of the month…</source>
            <translation>महीने की बही पढ़ी जा रही है…</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>महीने का परिणाम</translation>
        </message>
        <message>
            <source>Save C&amp;SV…</source>
            <translation>CSV सहेजें… (&amp;S)</translation>
        </message>
        <message>
            <source>Save P&amp;DF…</source>
            <translation>PDF सहेजें… (&amp;D)</translation>
        </message>
        <message>
            <source>Save the trial balance</source>
            <translation>ट्रायल बैलेंस सहेजें</translation>
        </message>
        <message>
            <source>This counter&apos;s books for the month of the chosen day</source>
            <translation>चुने गए दिन के महीने के लिए इस काउंटर की बही</translation>
        </message>
        <message>
            <source>Trial balance</source>
            <translation>ट्रायल बैलेंस</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits and credits differ: the books need a check.</source>
            <translation>{title}। रकम {currency} में; नामे और जमा अलग हैं: बही की जाँच ज़रूरी है।</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits equal credits.</source>
            <translation>{title}। रकम {currency} में; नामे और जमा बराबर हैं।</translation>
        </message>
    </context>
    <context>
        <name>UNRESOLVED_NOTICE</name>
        <message>
            <source>Stop trying</source>
            <translation>कोशिश बंद करें</translation>
        </message>
        <message>
            <source>Only a sale the journal shows was never sent can be dropped here.</source>
            <translation>यहाँ सिर्फ़ वही बिक्री हटाई जा सकती है जिसे जर्नल के अनुसार कभी भेजा ही नहीं गया।</translation>
        </message>
        <message>
            <source>Supervisor decision…</source>
            <translation>सुपरवाइज़र का निर्णय…</translation>
        </message>
        <message>
            <source>Show voucher</source>
            <translation>वाउचर दिखाएँ</translation>
        </message>
        <message>
            <source>Not wanted: cancel in Lookup</source>
            <translation>नहीं चाहिए: खोजें में रद्द करें</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>सुपरवाइज़र का निर्णय</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>&amp;Keep trying</source>
            <translation>कोशिश जारी रखें (&amp;K)</translation>
        </message>
        <message>
            <source>If the service booked it, the app cancels it and the customer's money is given back here; the cancellation fee is the agency's.</source>
            <translation>अगर सेवा ने बुकिंग कर दी है, तो ऐप उसे रद्द करेगा और ग्राहक का पैसा यहीं लौटाया जाएगा; रद्दीकरण शुल्क एजेंसी देगी।</translation>
        </message>
        <message>
            <source>Keep trying, or the customer has left: a supervisor's PIN, recorded with why.</source>
            <translation>कोशिश जारी रखें, या ग्राहक चला गया है: सुपरवाइज़र का PIN, कारण के साथ दर्ज।</translation>
        </message>
        <message>
            <source>The customer has &amp;left: if it was booked, cancel it</source>
            <translation>ग्राहक चला गया: बुकिंग हुई हो तो रद्द करें (&amp;L)</translation>
        </message>
        <message>
            <source>{notice} It may be booked and paid, so only the service's answer closes it: the app keeps asking. Choose what happens meanwhile; your PIN is asked next and the journal records who, when and why.</source>
            <translation>{notice} हो सकता है बुकिंग और भुगतान हो चुका हो, इसलिए इसे सिर्फ़ सेवा का जवाब बंद करता है: ऐप पूछता रहेगा। तब तक क्या हो, यह चुनें; इसके बाद आपका PIN पूछा जाएगा और जर्नल दर्ज करेगा कि किसने, कब और क्यों तय किया।</translation>
        </message>
        <message>
            <source>ID scans…</source>
            <translation>पहचान-पत्र स्कैन…</translation>
        </message>
        <message>
            <source>A supervisor may look at the passengers&apos; ID scans the sale holds (their PIN; the look is logged).</source>
            <translation>सुपरवाइज़र इस बिक्री के यात्रियों के पहचान-पत्र स्कैन देख सकते हैं (उनका PIN; देखना लॉग में दर्ज होता है)।</translation>
        </message>
    </context>
    <context>
        <name>UPI_QR</name>
        <message>
            <source>UPI QR code for the customer to scan</source>
            <translation>ग्राहक के स्कैन करने के लिए UPI QR कोड</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER</name>
        <message>
            <source>Cancelled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>Still owed to the customer</source>
            <translation>ग्राहक को अभी भी देना बाकी</translation>
        </message>
        <message>
            <source>Not refundable: booked less than 24 hours before the start, when cancelling is closed.</source>
            <translation>रिफ़ंड नहीं होगा: शुरू होने से 24 घंटे से कम पहले बुक किया गया, जब रद्द करना बंद हो चुका था।</translation>
        </message>
        <message>
            <source>Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from 24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is deducted from a refund.</source>
            <translation>शुरुआत (नाव के लिए उसके प्रस्थान) से 48 घंटे या अधिक पहले पूरा रिफ़ंड; 24 से 48 घंटे पहले 50% रिफ़ंड; 24 घंटे के भीतर रद्दीकरण नहीं। रिफ़ंड से प्रति सीट प्लेटफ़ॉर्म शुल्क काटा जाता है।</translation>
        </message>
        <message>
            <source>The price paid is not recorded at this counter: it is on the receipt given at the sale.</source>
            <translation>दी गई कीमत इस काउंटर पर दर्ज नहीं है: वह बिक्री के समय दी गई रसीद पर है।</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>पुरुष</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>महिला</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>अन्य</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>वयस्क</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>बच्चा</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>शिशु</translation>
        </message>
        <message>
            <source>departs {time}</source>
            <translation>प्रस्थान {time}</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>एजेंसी प्रति</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>वाउचर</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>वॉलेट से कटा</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>नकद से</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>क्रेडिट से</translation>
        </message>
        <message>
            <source>Refunded to the wallet</source>
            <translation>वॉलेट में रिफ़ंड</translation>
        </message>
        <message>
            <source>The customer's side</source>
            <translation>ग्राहक की ओर से</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>एजेंसी मार्जिन</translation>
        </message>
        <message>
            <source>Amounts</source>
            <translation>राशियाँ</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</source>
            <translation>ग्राहक: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</translation>
        </message>
        <message>
            <source>Part-cancelled: {cancelled} of {booked} seats cancelled. Valid for the {left} listed here.</source>
            <translation>आंशिक रद्द: {booked} में से {cancelled} सीटें रद्द। यहाँ दी गई {left} सीटों के लिए मान्य।</translation>
        </message>
        <message>
            <source>Seats: &lt;b&gt;{seats}&lt;/b&gt;</source>
            <translation>सीटें: &lt;b&gt;{seats}&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>Passengers (%n)</source>
            <translation>
                <numerusform>यात्री (%n)</numerusform>
                <numerusform>यात्री (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>आयु</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>लिंग</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>राष्ट्रीयता</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>टिकट</translation>
        </message>
        <message>
            <source>Issued {moment} IST. Quote the booking reference for any change or cancellation.</source>
            <translation>जारी {moment} IST। किसी भी बदलाव या रद्दीकरण के लिए बुकिंग संदर्भ बताएँ।</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>रद्दीकरण</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>कीमत</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>रसीद {number}</translation>
        </message>
        <message>
            <source>Booking voucher</source>
            <translation>बुकिंग वाउचर</translation>
        </message>
        <message>
            <source>Agency copy · receipt {number}</source>
            <translation>एजेंसी प्रति · रसीद {number}</translation>
        </message>
        <message>
            <source>Given back {moment} ({mode})</source>
            <translation>{moment} को रिफ़ंड दिया ({mode})</translation>
        </message>
        <message>
            <source>Paid now</source>
            <translation>अब कुल भुगतान</translation>
        </message>
        <message>
            <source>Amended {moment} IST: this voucher replaces the one given at the sale.</source>
            <translation>{moment} IST को बदला गया: यह वाउचर बिक्री के समय दिए गए वाउचर की जगह लेता है।</translation>
        </message>
        <message>
            <source>Amended booking voucher</source>
            <translation>बदला हुआ बुकिंग वाउचर</translation>
        </message>
    </context>
    <context>
        <name>VOUCHERS</name>
        <message>
            <source>The agency copy could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>एजेंसी प्रति {path} में नहीं लिखी जा सकी ({reason})। कोई और फ़ोल्डर चुनें।</translation>
        </message>
        <message>
            <source>The voucher could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>वाउचर {path} में नहीं लिखा जा सका ({reason})। कोई और फ़ोल्डर चुनें।</translation>
        </message>
        <message>
            <source>Agency copy saved to {path}.</source>
            <translation>एजेंसी प्रति {path} में सहेजी गई।</translation>
        </message>
        <message>
            <source>Voucher saved to {path}.</source>
            <translation>वाउचर {path} में सहेजा गया।</translation>
        </message>
        <message>
            <source>the printer</source>
            <translation>प्रिंटर</translation>
        </message>
        <message>
            <source>Agency copy sent to {printer}.</source>
            <translation>एजेंसी प्रति {printer} को भेजी गई।</translation>
        </message>
        <message>
            <source>Voucher sent to {printer}.</source>
            <translation>वाउचर {printer} को भेजा गया।</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER_BUTTONS</name>
        <message>
            <source>Save agency copy as PDF</source>
            <translation>एजेंसी कॉपी PDF के रूप में सहेजें</translation>
        </message>
        <message>
            <source>Save voucher as PDF</source>
            <translation>वाउचर PDF के रूप में सहेजें</translation>
        </message>
        <message>
            <source>Print &amp;voucher…</source>
            <translation>वाउचर प्रिंट करें (&amp;V)…</translation>
        </message>
        <message>
            <source>Alt+V: the booking's voucher as it is now</source>
            <translation>Alt+V: बुकिंग का वाउचर, जैसा वह अभी है</translation>
        </message>
        <message>
            <source>Save voucher as P&amp;DF…</source>
            <translation>वाउचर PDF के रूप में सहेजें (&amp;D)…</translation>
        </message>
        <message>
            <source>Alt+D: the booking's voucher as a PDF</source>
            <translation>Alt+D: बुकिंग का वाउचर PDF के रूप में</translation>
        </message>
        <message>
            <source>&amp;Agency copy…</source>
            <translation>एजेंसी कॉपी (&amp;A)…</translation>
        </message>
        <message>
            <source>Print the agency&apos;s copy (Alt+A): with the commission, the net price, the wallet&apos;s debit and the margin (not for the customer)</source>
            <translation>एजेंसी की कॉपी प्रिंट करें (Alt+A): कमीशन, शुद्ध कीमत, वॉलेट से कटौती और मार्जिन के साथ (ग्राहक के लिए नहीं)</translation>
        </message>
    </context>
    <context>
        <name>WALLET_SCREEN</name>
        <message>
            <source>Ledger entries or the balance today</source>
            <translation>लेजर प्रविष्टियाँ या आज का बैलेंस</translation>
        </message>
        <message>
            <source>&amp;Balance today</source>
            <translation>आज का बैलेंस (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Ledger entries</source>
            <translation>लेजर प्रविष्टियाँ (&amp;L)</translation>
        </message>
        <message>
            <source>No top-ups or sales yet today.</source>
            <translation>आज अभी तक कोई टॉप-अप या बिक्री नहीं हुई।</translation>
        </message>
        <message>
            <source>The wallet's balance today, with each top-up and sale</source>
            <translation>आज वॉलेट का बैलेंस, हर टॉप-अप और बिक्री के साथ</translation>
        </message>
        <message>
            <source>Press F5 to read the wallet.</source>
            <translation>वॉलेट पढ़ने के लिए F5 दबाएँ।</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>ताज़ा करें</translation>
        </message>
        <message>
            <source>Read the wallet again (F5)</source>
            <translation>वॉलेट फिर से पढ़ें (F5)</translation>
        </message>
        <message>
            <source>Recent ledger entries</source>
            <translation>हाल की लेजर प्रविष्टियाँ</translation>
        </message>
        <message>
            <source>Enter or the right arrow opens an entry's lines</source>
            <translation>Enter या दायाँ तीर प्रविष्टि की पंक्तियाँ खोलता है</translation>
        </message>
        <message>
            <source>No wallet movements read yet: press F5.</source>
            <translation>अभी वॉलेट का कोई लेन-देन नहीं पढ़ा गया: F5 दबाएँ।</translation>
        </message>
        <message>
            <source>Cash balance (the agency's own money in the wallet)</source>
            <translation>नकद शेष राशि (वॉलेट में एजेंसी का अपना पैसा)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>खाता</translation>
        </message>
        <message>
            <source>Agent</source>
            <translation>एजेंट</translation>
        </message>
        <message>
            <source>&lt;b&gt;Credit from the service&lt;/b&gt; (not part of the cash balance)</source>
            <translation>&lt;b&gt;सेवा से क्रेडिट&lt;/b&gt; (नकद शेष राशि का हिस्सा नहीं)</translation>
        </message>
        <message>
            <source>Credit limit (the most it lends)</source>
            <translation>क्रेडिट सीमा (अधिकतम उधार)</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>उपयोग किया गया क्रेडिट</translation>
        </message>
        <message>
            <source>Credit left to use</source>
            <translation>उपयोग के लिए बचा क्रेडिट</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Wallet&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;वॉलेट&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent ledger entries&lt;/b&gt; (Enter or → opens the lines)</source>
            <translation>&lt;b&gt;हाल की लेजर प्रविष्टियाँ&lt;/b&gt; (Enter या → पंक्तियाँ खोलता है)</translation>
        </message>
        <message>
            <source>Reading the wallet…</source>
            <translation>वॉलेट पढ़ रहे हैं…</translation>
        </message>
        <message>
            <source>The credit left to use is below {threshold} (Settings). Top up the wallet before large sales.</source>
            <translation>उपयोग के लिए बचा क्रेडिट {threshold} से कम है (सेटिंग्स)। बड़ी बिक्री से पहले वॉलेट टॉप-अप करें।</translation>
        </message>
        <message>
            <source>Read at {time} (service time). F5 refreshes.</source>
            <translation>{time} पर पढ़ा गया (सेवा का समय)। F5 से ताज़ा करें।</translation>
        </message>
    </context>
    <context>
        <name>WINDOW</name>
        <message>
            <source>{title} — selling stopped</source>
            <translation>{title} — बिक्री रुकी</translation>
        </message>
    </context>
    <context>
        <name>WITNESS</name>
        <message>
            <source>Booking {booking}: the service's journal {journal} moved the wallet {amount} more than the counters' records say (between {since} and {until}).</source>
            <translation>बुकिंग {booking}: सेवा के जर्नल {journal} ने वॉलेट को काउंटरों के रिकॉर्ड से {amount} ज़्यादा बदला ({since} और {until} के बीच)।</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} put {amount} into the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>बुकिंग {booking}: सेवा के जर्नल {journal} ने वॉलेट में {amount} डाले और इस कुंजी के किसी काउंटर के पास इसका रिकॉर्ड नहीं है ({since} और {until} के बीच)।</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} took {amount} from the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>बुकिंग {booking}: सेवा के जर्नल {journal} ने वॉलेट से {amount} लिए और इस कुंजी के किसी काउंटर के पास इसका रिकॉर्ड नहीं है ({since} और {until} के बीच)।</translation>
        </message>
        <message>
            <source>The wallet's readings show {amount} (net) that no record explains:</source>
            <translation>वॉलेट की रीडिंग में {amount} (कुल) ऐसे हैं जिन्हें कोई रिकॉर्ड नहीं समझाता:</translation>
        </message>
        <message>
            <source>Fewer than two readings of the wallet this day: its movements are reconciled from the second reading on.</source>
            <translation>आज वॉलेट की दो से कम रीडिंग हैं: उसकी हलचल दूसरी रीडिंग से मिलाई जाती है।</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's %n readings agree with the records: every movement between them ({amount}) is explained.</source>
            <translation>
                <numerusform>वॉलेट की %n रीडिंग रिकॉर्ड से मेल खाती है: उनके बीच की हर हलचल ({amount}) का हिसाब है।</numerusform>
                <numerusform>वॉलेट की %n रीडिंग रिकॉर्ड से मेल खाती हैं: उनके बीच की हर हलचल ({amount}) का हिसाब है।</numerusform>
            </translation>
        </message>
        <message>
            <source>the agency's own reading of {when}</source>
            <translation>एजेंसी की अपनी {when} की रीडिंग</translation>
        </message>
        <message>
            <source>this counter's reading of {when}</source>
            <translation>इस काउंटर की {when} की रीडिंग</translation>
        </message>
        <message>
            <source>counter {counter}'s reading of {when}</source>
            <translation>काउंटर {counter} की {when} की रीडिंग</translation>
        </message>
        <message>
            <source>Refused as impossible: {reading} lists journal {journal} (booking {booking}) as {event} of {listed}, an amount of the wrong sign for its kind; the service never answers so.</source>
            <translation>असंभव मानकर अस्वीकार: {reading} जर्नल {journal} (बुकिंग {booking}) को {listed} का {event} बताती है, जो इस प्रकार के लिए उल्टे चिह्न की राशि है; सेवा कभी ऐसा उत्तर नहीं देती।</translation>
        </message>
        <message>
            <source>Conflict on journal {journal} (booking {booking}): {reading} lists it as {event} of {listed}, {kept} as {kept_event} of {kept_amount}.</source>
            <translation>जर्नल {journal} (बुकिंग {booking}) पर टकराव: {reading} उसे {listed} का {event} बताती है, {kept} उसे {kept_amount} का {kept_event}।</translation>
        </message>
        <message>
            <source>Not witnessed between {since} and {until}: more journals passed than the readings saw. The wallet's total moved {moved}; the journals seen explain {seen}, the counters' records {recorded}; difference {difference}.</source>
            <translation>{since} और {until} के बीच गवाही नहीं: रीडिंग ने जितने जर्नल देखे उससे ज़्यादा गुज़रे। वॉलेट का कुल {moved} बदला; देखे गए जर्नल {seen} समझाते हैं, काउंटरों के रिकॉर्ड {recorded}; अंतर {difference}।</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since, while the readings either side of it agree. It was left out.</source>
            <translation>{reading} अपने जर्नल से मेल नहीं खाती: उसका कुल {since} की रीडिंग और तब से बताए जर्नल से {amount} अलग है, जबकि उसके दोनों ओर की रीडिंग आपस में मेल खाती हैं। उसे छोड़ दिया गया।</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since.</source>
            <translation>{reading} अपने जर्नल से मेल नहीं खाती: उसका कुल {since} की रीडिंग और तब से बताए जर्नल से {amount} अलग है।</translation>
        </message>
        <message>
            <source>Journal {journal}: a top-up of {amount} into the wallet that the agency's owner did not record (between {since} and {until}).</source>
            <translation>जर्नल {journal}: वॉलेट में {amount} का टॉप-अप जिसे एजेंसी के मालिक ने दर्ज नहीं किया ({since} और {until} के बीच)।</translation>
        </message>
        <message>
            <source>These are this counter's own readings only: a reading forged on this PC, a top-up nobody recorded, and journals of other counters on its key cannot be proved or named here.</source>
            <translation>ये केवल इस काउंटर की अपनी रीडिंग हैं: इस पीसी पर गढ़ी गई रीडिंग, बिना दर्ज टॉप-अप, और इसकी कुंजी पर दूसरे काउंटरों के जर्नल यहाँ न साबित हो सकते हैं न बताए जा सकते हैं।</translation>
        </message>
        <message>
            <source>The agency's own witness has not read this key's wallet: the counters' readings are their claims, checked only against one another.</source>
            <translation>एजेंसी के अपने गवाह ने इस कुंजी का वॉलेट नहीं पढ़ा: काउंटरों की रीडिंग उनके दावे हैं, जो केवल एक-दूसरे से मिलाए गए।</translation>
        </message>
    </context>
    <context>
        <name>STATEMENT_CHILD</name>
        <message>
            <source>it was stopped, and nothing of it was kept.</source>
            <translation>इसे रोका गया, और इसका कुछ भी नहीं रखा गया।</translation>
        </message>
        <message>
            <source>its reading stopped before the end (exit code {code}), and nothing of it was kept.</source>
            <translation>इसे पढ़ना अंत से पहले रुक गया (exit code {code}), और इसका कुछ भी नहीं रखा गया।</translation>
        </message>
    </context>
    <context>
        <name>OWED_LIST</name>
        <message>
            <source>Refunds owed</source>
            <translation>बकाया रिफ़ंड</translation>
        </message>
        <message>
            <source>List the refunds owed to customers</source>
            <translation>ग्राहकों के बकाया रिफ़ंड की सूची</translation>
        </message>
        <message>
            <source>Enter or {keys}: the list, each refund opening its booking in Lookup</source>
            <translation>Enter या {keys}: सूची; हर रिफ़ंड अपनी बुकिंग 'बुकिंग खोजें' में खोलता है</translation>
        </message>
    </context>
    <context>
        <name>REFUND_LINE</name>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). Part of the booking is cancelled; the rest stays confirmed.</source>
            <translation>रिफ़ंड {refund}: {credited} वॉलेट में जमा (प्लेटफ़ॉर्म शुल्क {charge})। बुकिंग का एक हिस्सा रद्द हुआ; बाकी पक्की रहेगी।</translation>
        </message>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). The booking is cancelled.</source>
            <translation>रिफ़ंड {refund}: {credited} वॉलेट में जमा (प्लेटफ़ॉर्म शुल्क {charge})। बुकिंग रद्द हो गई।</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY</name>
        <message>
            <source>The keyring did not keep the new key: the records are still sealed under the old key.</source>
            <translation>कीरिंग ने नई कुंजी नहीं रखी: रिकॉर्ड उसी कुंजी से सील होते रहेंगे जिससे पहले होते थे।</translation>
        </message>
        <message>
            <source>This computer has no keyring: its records are not sealed, so there is no key to make anew. Ask your IT to set one up.</source>
            <translation>इस कंप्यूटर में कीरिंग नहीं है: इसके रिकॉर्ड सील नहीं होते, इसलिए नई बनाने के लिए कोई कुंजी नहीं है। अपने IT से इसे सेट करवाएँ।</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY_WORDS</name>
        <message>
            <source>This counter&apos;s records are sealed under a new key ({key}) from now on. The agency store learns of the change with the next records sent.</source>
            <translation>इस काउंटर के रिकॉर्ड अब से नई कुंजी ({key}) से सील होंगे। एजेंसी स्टोर को यह बदलाव अगले भेजे गए रिकॉर्ड के साथ पता चलता है।</translation>
        </message>
    </context>
</TS>
