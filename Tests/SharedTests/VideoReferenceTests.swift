import Domain
import Testing

@Suite("Canonical video references")
struct VideoReferenceTests {
    @Test(
        "URL forms of one video give one key",
        arguments: [
            ("https://www.tiktok.com/@user/video/7123456789", "tiktok:7123456789"),
            ("https://tiktok.com/@someone.else/video/7123456789?is_from_webapp=1&sender_device=pc", "tiktok:7123456789"),
            ("https://m.tiktok.com/v/7123456789.html", "tiktok:7123456789"),
            ("https://www.tiktok.com/embed/v2/7123456789", "tiktok:7123456789"),
            ("https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=abc123", "instagram:C1a2B3c4D5e"),
            ("https://instagram.com/reels/C1a2B3c4D5e", "instagram:C1a2B3c4D5e"),
            ("https://www.instagram.com/p/C1a2B3c4D5e/", "instagram:C1a2B3c4D5e"),
            ("https://www.instagram.com/chef_name/reel/C1a2B3c4D5e/", "instagram:C1a2B3c4D5e"),
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&utm_source=share", "youtube:dQw4w9WgXcQ"),
            ("https://youtu.be/dQw4w9WgXcQ?si=tracking", "youtube:dQw4w9WgXcQ"),
            ("https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube:dQw4w9WgXcQ"),
            ("https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "youtube:dQw4w9WgXcQ"),
            ("https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1", "youtube:dQw4w9WgXcQ"),
            ("  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ", "youtube:dQw4w9WgXcQ"),
        ])
    func canonical(url: String, key: String) {
        #expect(VideoReference.parse(url)?.key == key)
    }

    @Test("canonical URLs drop tracking parameters")
    func canonicalURL() {
        #expect(VideoReference.parse("https://youtu.be/dQw4w9WgXcQ?si=x")?.canonicalURL == "https://www.youtube.com/watch?v=dQw4w9WgXcQ")
        #expect(
            VideoReference.parse("https://www.instagram.com/reels/ABCDEF123/?igsh=1")?.canonicalURL
                == "https://www.instagram.com/reel/ABCDEF123/")
    }

    @Test(
        "anything else is refused",
        arguments: [
            "", "not a url", "ftp://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=short",
            "https://www.youtube.com/watch", "https://vm.tiktok.com/ZMabc123/", "https://www.tiktok.com/@user",
            "https://www.tiktok.com/@user/video/abc", "https://example.com/video/7123456789", "https://www.instagram.com/chef_name/",
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ'--", "javascript:alert(1)", "https://www.youtube.com/../../etc/passwd",
        ])
    func refused(url: String) {
        #expect(VideoReference.parse(url) == nil)
    }
}
