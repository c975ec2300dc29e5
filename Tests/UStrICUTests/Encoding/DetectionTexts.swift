/// Short prose written for the detection tests, a few sentences each, on one everyday theme
/// (a morning at the market, plans for the summer), so that no language has an easier text.
enum DetectionTexts {
  /// Language → text.
  static let texts: [String: String] = [
    "greek":
      "Το πρωί πήγαμε στην αγορά της γειτονιάς για να αγοράσουμε φρούτα και ψωμί. " +
      "Ο φούρναρης μας είπε ότι το καινούργιο αλεύρι έρχεται από ένα χωριό κοντά στη θάλασσα. " +
      "Μετά καθίσαμε σε ένα μικρό καφενείο και μιλήσαμε για τα σχέδια του καλοκαιριού. " +
      "Η αδελφή μου θέλει να επισκεφθεί τα νησιά, ενώ εγώ προτιμώ τα βουνά της Ηπείρου. " +
      "Στο τέλος αποφασίσαμε να ταξιδέψουμε μαζί τον Ιούλιο, όταν οι μέρες είναι μεγάλες.",
    "hebrew":
      "בבוקר הלכנו לשוק השכונתי כדי לקנות פירות, ירקות ולחם טרי. " +
      "המוכר סיפר לנו שהתפוזים הגיעו השבוע ממטע קטן ליד הים. " +
      "אחר כך ישבנו בבית קפה קטן ודיברנו על התוכניות לחופשת הקיץ. " +
      "אחותי רוצה לטייל בצפון הארץ, ואני מעדיף את השקט של המדבר. " +
      "בסוף החלטנו לנסוע יחד בחודש יולי, כשהימים ארוכים והערבים נעימים.",
    "czech":
      "Ráno jsme šli na trh v naší čtvrti koupit ovoce, zeleninu a čerstvý chléb. " +
      "Prodavač nám řekl, že jablka přivezli z malého sadu nedaleko řeky. " +
      "Potom jsme si sedli do kavárny a povídali si o plánech na letní prázdniny. " +
      "Moje sestra chce jet k moři, ale já dávám přednost horám a lesům na Šumavě. " +
      "Nakonec jsme se rozhodli, že v červenci pojedeme spolu vlakem do Krkonoš.",
    "polish":
      "Rano poszliśmy na targ w naszej dzielnicy, żeby kupić owoce, warzywa i świeży chleb. " +
      "Sprzedawca powiedział nam, że jabłka przyjechały z małego sadu niedaleko rzeki. " +
      "Potem usiedliśmy w kawiarni i rozmawialiśmy o planach na wakacje. " +
      "Moja siostra chce pojechać nad morze, a ja wolę góry i ciche lasy na południu. " +
      "W końcu zdecydowaliśmy, że w lipcu pojedziemy razem pociągiem do Zakopanego.",
    "french":
      "Ce matin, nous sommes allés au marché du quartier pour acheter des fruits et du pain frais. " +
      "Le boulanger nous a expliqué que sa farine venait d'un moulin près de la rivière. " +
      "Ensuite, nous nous sommes assis à la terrasse d'un café et avons parlé des vacances d'été. " +
      "Ma cousine préfère la mer, tandis que moi, je rêve des forêts et des lacs des Vosges. " +
      "Finalement, nous avons décidé de voyager ensemble en juillet, quand les journées sont longues.",
    "portuguese":
      "Hoje de manhã fomos ao mercado do bairro comprar frutas, legumes e pão fresco. " +
      "O vendedor contou-nos que as maçãs chegaram de um pomar pequeno perto do rio. " +
      "Depois sentámo-nos num café e conversámos sobre os planos para as férias de verão. " +
      "A minha irmã quer ir à praia, mas eu prefiro as montanhas e a tranquilidade do interior. " +
      "No fim decidimos viajar juntos em julho, quando os dias são mais compridos.",
    "icelandic":
      "Í morgun fórum við á markaðinn í hverfinu til að kaupa ávexti, grænmeti og nýtt brauð. " +
      "Sölumaðurinn sagði okkur að eplin hefðu komið frá litlum garði nálægt ánni. " +
      "Síðan settumst við á kaffihús og töluðum um áætlanir fyrir sumarfríið. " +
      "Systir mín vill fara til sjávar en ég kýs frekar fjöllin og þögnina í dölunum. " +
      "Að lokum ákváðum við að ferðast saman í júlí, þegar dagarnir eru langir og bjartir.",
    "german":
      "Heute Morgen sind wir auf den Markt in unserem Viertel gegangen, um Obst und frisches Brot zu kaufen. " +
      "Der Bäcker erzählte uns, dass sein Mehl aus einer Mühle nahe am Fluss stammt. " +
      "Danach setzten wir uns in ein kleines Café und sprachen über die Pläne für den Sommerurlaub. " +
      "Meine Schwester möchte ans Meer fahren, während ich die Ruhe der Wälder und Berge bevorzuge. " +
      "Schließlich beschlossen wir, im Juli gemeinsam zu verreisen, wenn die Tage lang und warm sind.",
    "russian":
      "Утром мы пошли на рынок в нашем районе, чтобы купить фрукты, овощи и свежий хлеб. " +
      "Продавец рассказал нам, что яблоки привезли из небольшого сада недалеко от реки. " +
      "Потом мы сели в маленьком кафе и говорили о планах на летние каникулы. " +
      "Моя сестра хочет поехать к морю, а я предпочитаю горы и тишину северных лесов. " +
      "В конце концов мы решили поехать вместе в июле, когда дни длинные и тёплые.",
    "arabic":
      "ذهبنا في الصباح إلى سوق الحي لشراء الفواكه والخضار والخبز الطازج. " +
      "أخبرنا البائع أن التفاح وصل هذا الأسبوع من بستان صغير قرب النهر. " +
      "بعد ذلك جلسنا في مقهى صغير وتحدثنا عن خطط العطلة الصيفية. " +
      "أختي تريد أن تسافر إلى البحر، أما أنا فأفضل الجبال وهدوء الريف. " +
      "في النهاية قررنا أن نسافر معا في شهر يوليو، عندما تكون الأيام طويلة.",
    "japanese":
      "今朝、近所の市場へ果物と野菜と焼きたてのパンを買いに行きました。" +
      "店の人によると、このりんごは川の近くにある小さな果樹園から届いたそうです。" +
      "そのあと小さな喫茶店に入って、夏休みの計画について話しました。" +
      "妹は海へ行きたがっていますが、私は山の静かな森のほうが好きです。" +
      "結局、日が長くて暖かい七月に一緒に旅行することに決めました。",
    "korean":
      "오늘 아침 우리는 동네 시장에 가서 과일과 채소와 갓 구운 빵을 샀습니다. " +
      "가게 주인은 이 사과가 강 근처의 작은 과수원에서 왔다고 말해 주었습니다. " +
      "그 후에 작은 찻집에 앉아 여름 휴가 계획에 대해 이야기했습니다. " +
      "여동생은 바다에 가고 싶어 하지만 나는 조용한 산과 숲이 더 좋습니다. " +
      "결국 우리는 날이 길고 따뜻한 칠월에 함께 여행하기로 했습니다.",
    "chinese":
      "今天早上我们去附近的市场买水果、蔬菜和刚出炉的面包。" +
      "卖水果的人告诉我们，这些苹果是从河边一个小果园运来的。" +
      "后来我们在一家小咖啡馆坐下，聊了聊暑假的计划。" +
      "我妹妹想去海边，而我更喜欢山里安静的森林。" +
      "最后我们决定在白天又长又暖和的七月一起去旅行。",
    "chineseTraditional":
      "今天早上我們去附近的市場買水果、蔬菜和剛出爐的麵包。" +
      "賣水果的人告訴我們，這些蘋果是從河邊一個小果園運來的。" +
      "後來我們在一家小咖啡館坐下，聊了聊暑假的計畫。" +
      "我妹妹想去海邊，而我更喜歡山裡安靜的森林。" +
      "最後我們決定在白天又長又暖和的七月一起去旅行。",
    "turkish":
      "Bu sabah mahalledeki pazara meyve, sebze ve taze ekmek almaya gittik. " +
      "Satıcı bize elmaların nehir kenarındaki küçük bir bahçeden geldiğini söyledi. " +
      "Sonra küçük bir kahvecide oturup yaz tatili için planlarımızı konuştuk. " +
      "Kız kardeşim denize gitmek istiyor, ben ise dağların ve ormanların sessizliğini tercih ediyorum. " +
      "Sonunda günlerin uzun ve sıcak olduğu temmuz ayında birlikte yola çıkmaya karar verdik.",
  ]

  /// `text` in a web page: each sentence after `links` Markdown images with English captions
  /// and long file names, the Latin markup that makes ICU's detector take Greek and Hebrew
  /// pages for ISO-8859-1 or ISO-8859-2.
  static func webPage(_ text: String, links: Int) -> String {
    let link =
      "![Water ice clouds hanging above the plains of the northern hemisphere]"
      + "(//upload.wikimedia.org/wikipedia/commons/thumb/f/f7/Water_ice_clouds_hanging_above_Tharsis.jpg/"
      + "320px-Water_ice_clouds.jpg) "
    let ends: Set<Character> = [".", "。"]
    var page = ""
    var sentence = ""
    for character in text {
      sentence.append(character)
      if ends.contains(character) {
        page += String(repeating: link, count: links) + sentence.trimmingPrefix(" ") + "\n"
        sentence = ""
      }
    }
    return page + sentence
  }
}
