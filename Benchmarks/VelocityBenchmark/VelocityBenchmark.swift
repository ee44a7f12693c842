@main
enum VelocityBenchmark {
    static func main() {}
}
